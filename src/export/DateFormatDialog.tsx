import { Trans } from '@lingui/react/macro';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { type RefObject, useId, useState } from 'react';
import { RadioChoices } from '../ui/RadioChoices';
import { DATE_FORMATS, type DateFormat, DEFAULT_DATE_FORMAT } from './dateFormats';

dayjs.extend(advancedFormat);

/**
 * The modal that asks how dates are written in the spreadsheet, each format shown on today's date.
 * Escape or Cancel closes it without exporting.
 */
export function DateFormatDialog({
  dialog,
  title,
  onConfirm,
  onClose,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  title: string;
  onConfirm: (format: DateFormat) => void;
  onClose: () => void;
}) {
  const [dateFormat, setDateFormat] = useState<DateFormat>(DEFAULT_DATE_FORMAT);
  const titleId = useId();
  const example = dayjs();
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(dateFormat);
        }}
      >
        <h2 id={titleId} className="dialog__title">
          <Trans>Export {title}</Trans>
        </h2>
        <RadioChoices
          legend={<Trans>Date format</Trans>}
          name="dateFormat"
          choices={DATE_FORMATS}
          keyOf={String}
          chosen={dateFormat}
          label={(format) => (
            <>
              <span>{example.format(format)}</span>
              <span className="export__format-pattern">{format}</span>
            </>
          )}
          onChange={setDateFormat}
        />
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="button button--primary">
            <Trans>Export</Trans>
          </button>
        </div>
      </form>
    </dialog>
  );
}
