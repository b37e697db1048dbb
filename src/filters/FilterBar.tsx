import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { PAYMENT_STATUSES, PRODUCT_TYPES } from '../contract/constants';
import { NOT_COUNTED_STATE, statesByDefault, statesLeaveCanceledOut } from '../reports/countedStates';
import type { FilterControl, ReportDefinition } from '../reports/definition';
import { filterChoiceQueries } from '../reports/filterChoiceQueries';
import { requestSearch } from '../reports/reportRequest';
import { useReportFilters } from '../reports/useReportFilters';
import { useStoreDayStart, useStoreZone } from '../reports/useStoreNow';
import { visibleFilters } from '../reports/visibleFilters';
import { CategoryPanel } from './CategoryPanel';
import { DatePicker } from './DatePicker';
import { FoldLine } from './FoldLine';
import { type FilterSearch, formatLocal, resolveRange } from './filterSearch';
import { filtersInForce } from './filtersInForce';
import { ORDER_STATES, orderStateLabel, PAYMENT_STATUS_LABELS, PRODUCT_TYPE_LABELS } from './labels';
import { type Choice, MultiSelect, type Unfiltered } from './MultiSelect';
import { ProductCategorySelect } from './ProductCategorySelect';
import { zoneNow } from './reportZone';
import { SourceSelector } from './SourceSelector';
import { saveTimeInStatusStates } from './savedStates';
import './filters.css';
import { storeLabel } from '../ui/storeLabel';
import { usePhone } from '../ui/usePhone';

/** The controls that open a popup: every filter control but the inline ones, and the date. */
type PopupId = Exclude<FilterControl, 'source' | 'productCategory'> | 'date';

interface FilterBarProps {
  report: ReportDefinition;
  userId: number;
  storeId: number;
}

/**
 * The filter bar of every report: the date picker, and the controls the report's definition lists,
 * popups one open at a time. Every choice is written to the URL.
 */
export const FilterBar = memo(function FilterBar({ report, userId, storeId }: FilterBarProps) {
  const { t, i18n } = useLingui();
  const barId = useId();
  const { search, setFilters } = useReportFilters();
  const [openPopup, setOpenPopup] = useState<PopupId | null>(null);
  // Wider than a phone, the whole bar shows.
  const phone = usePhone();
  const [unfolded, setUnfolded] = useState(false);
  const zone = useStoreZone();
  const dayStart = useStoreDayStart();
  const now = zoneNow(zone);
  const shown = visibleFilters(report, search.source);
  const popup = useCallback(
    (id: PopupId) => ({
      id: `${barId}-${id}`,
      open: openPopup === id,
      onOpenChange: (open: boolean) =>
        setOpenPopup((current) => (open ? id : current === id ? null : current)),
    }),
    [barId, openPopup],
  );

  const lists = filterChoiceQueries(report, search.source, userId, storeId);
  const outlets = useQuery(lists.outlets);
  const customStatuses = useQuery(lists.customStatuses);
  const salespeople = useQuery(lists.salespeople);
  const stores = useQuery(lists.stores);

  const outletChoices = useMemo<Choice<number>[]>(
    () => (outlets.data ?? []).map((outlet) => ({ value: outlet.id, label: outlet.name })),
    [outlets.data],
  );
  const registerChoices = useMemo<Choice<number>[]>(
    () =>
      (outlets.data ?? [])
        .filter((outlet) => search.outletIds === undefined || search.outletIds.includes(outlet.id))
        .flatMap((outlet) =>
          outlet.registers
            .filter((register) => register.visible)
            .map((register) => ({ value: register.id, label: register.name, detail: outlet.name })),
        ),
    [outlets.data, search.outletIds],
  );
  // A report that leaves canceled orders out unless they are named ticks every other state when the
  // link names none, and says so beside Canceled; every state ticked is then sent by name.
  const canceledLeftOut = statesLeaveCanceledOut(report, search);
  const stateChoices = useMemo<Choice<string>[]>(() => {
    const custom = customStatuses.data ?? [];
    const labels = new Map(custom.map((status) => [status.value, status.label]));
    const values = [
      ...ORDER_STATES,
      ...custom.map((status) => status.value).filter((v) => !ORDER_STATES.includes(v as never)),
    ];
    const note = canceledLeftOut ? t`(not counted in revenue)` : undefined;
    return values.map((value) => ({
      value,
      label: orderStateLabel(i18n, value, labels),
      note: value === NOT_COUNTED_STATE ? note : undefined,
    }));
  }, [customStatuses.data, i18n, t, canceledLeftOut]);
  const statesUnfiltered: Unfiltered<string> | undefined = canceledLeftOut
    ? {
        values: statesByDefault(
          report,
          search,
          stateChoices.map((choice) => choice.value),
        ),
        summary: t({ message: 'All but canceled', context: 'order statuses' }),
      }
    : undefined;
  const statusChoices: Choice<(typeof PAYMENT_STATUSES)[number]>[] = PAYMENT_STATUSES.map((value) => ({
    value,
    label: i18n._(PAYMENT_STATUS_LABELS[value]),
  }));
  const productTypeChoices: Choice<(typeof PRODUCT_TYPES)[number]>[] = PRODUCT_TYPES.map((value) => ({
    value,
    label: i18n._(PRODUCT_TYPE_LABELS[value]),
  }));
  const salespersonChoices = (salespeople.data ?? []).map((person) => ({
    value: person.id,
    label: `${person.firstName} ${person.lastName}`.trim() || person.username,
    detail: person.username,
  }));
  const storeChoices = (stores.data ?? []).map((s) => ({
    value: s.id,
    label: storeLabel(i18n, s),
    detail: s.url,
  }));

  const setProductCategory = useCallback(
    (productCategoryId: FilterSearch['productCategoryId']) => setFilters({ productCategoryId }),
    [setFilters],
  );
  const selectedStates = requestSearch(report, search).states;

  const inForce = filtersInForce(search, shown, {
    stores: t({ message: 'Stores', context: 'stores' }),
    outlets: t({ message: 'Outlets', context: 'outlets' }),
    registers: t`Registers`,
    productTypes: t`Product types`,
    states: t`Order status`,
    statuses: t`Payment status`,
    salesmen: t`Sales person`,
    categories: t`Categories`,
    online: t({ message: 'Online', context: 'order sources' }),
    inStore: t({ message: 'In store', context: 'order sources' }),
  });
  // On a phone the date stays in view and the other filters fold behind one line that says which are
  // in force, so the figures come on the first screen.
  const folded = phone && !unfolded;
  const othersId = `${barId}-others`;

  return (
    <section className={folded ? 'filter-bar filter-bar--folded' : 'filter-bar'} aria-label={t`Filters`}>
      <DatePicker
        {...popup('date')}
        range={resolveRange(search, now, dayStart)}
        now={now}
        zone={zone}
        dayStart={dayStart}
        onApply={(range, byHours) =>
          setFilters({
            createdAtMin: formatLocal(range.min),
            createdAtMax: formatLocal(range.max),
            ...(byHours ? { mode: 'HOURS' as const } : search.mode === 'HOURS' ? { mode: undefined } : {}),
          })
        }
      />
      {phone && (
        <FoldLine
          label={t`Other filters`}
          value={inForce.length > 0 ? inForce.join(' · ') : t`none in force`}
          folded={folded}
          controls={othersId}
          onToggle={() => setUnfolded(folded)}
        />
      )}
      <div id={othersId} className="filter-bar__others" hidden={folded}>
        {shown.has('source') && (
          <SourceSelector value={search.source ?? 'all'} onChange={(source) => setFilters({ source })} />
        )}
        {shown.has('stores') && (
          <MultiSelect
            {...popup('stores')}
            label={t({ message: 'Stores', context: 'stores' })}
            kind="stores"
            choices={storeChoices}
            selected={search.stores}
            loading={stores.isPending}
            onApply={(selected) => setFilters({ stores: selected })}
          />
        )}
        {shown.has('outlets') && (
          <MultiSelect
            {...popup('outlets')}
            label={t({ message: 'Outlets', context: 'outlets' })}
            kind="outlets"
            choices={outletChoices}
            selected={search.outletIds}
            loading={outlets.isPending}
            allowNone
            onApply={(selected) => setFilters({ outletIds: selected, registerIds: undefined })}
          />
        )}
        {shown.has('registers') && (
          <MultiSelect
            {...popup('registers')}
            label={t`Registers`}
            kind="registers"
            choices={registerChoices}
            selected={search.registerIds}
            loading={outlets.isPending}
            allowNone
            onApply={(selected) => setFilters({ registerIds: selected })}
          />
        )}
        {shown.has('productTypes') && (
          <MultiSelect
            {...popup('productTypes')}
            label={t`Product types`}
            kind="productTypes"
            choices={productTypeChoices}
            selected={search.productTypes}
            onApply={(selected) => setFilters({ productTypes: selected })}
          />
        )}
        {shown.has('states') && (
          <MultiSelect
            {...popup('states')}
            label={t`Order status`}
            kind="orderStatuses"
            choices={stateChoices}
            selected={selectedStates}
            unfiltered={statesUnfiltered}
            help={canceledLeftOut ? t`Canceled orders are not counted unless ticked.` : undefined}
            loading={customStatuses.isPending}
            onApply={(selected) => {
              if (report.statesSavedOnDevice)
                saveTimeInStatusStates(window.localStorage, selected ?? stateChoices.map((c) => c.value));
              setFilters({ states: selected });
            }}
          />
        )}
        {shown.has('statuses') && (
          <MultiSelect
            {...popup('statuses')}
            label={t`Payment status`}
            kind="paymentStatuses"
            choices={statusChoices}
            selected={search.statuses}
            onApply={(selected) => setFilters({ statuses: selected })}
          />
        )}
        {shown.has('salesmen') && (
          <MultiSelect
            {...popup('salesmen')}
            label={t`Sales person`}
            kind="salespeople"
            choices={salespersonChoices}
            selected={search.salesmen}
            loading={salespeople.isPending}
            onApply={(selected) => setFilters({ salesmen: selected })}
          />
        )}
        {shown.has('productCategory') && (
          <ProductCategorySelect
            userId={userId}
            storeId={storeId}
            value={search.productCategoryId}
            onChange={setProductCategory}
          />
        )}
        {shown.has('categories') && (
          <CategoryPanel
            {...popup('categories')}
            userId={userId}
            storeId={storeId}
            selected={search.categoryIds}
            onApply={(selected) => setFilters({ categoryIds: selected })}
          />
        )}
      </div>
    </section>
  );
});
