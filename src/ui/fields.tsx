import { type ComponentProps, createElement, type ReactNode, useId } from 'react';

interface FieldProps {
  /** The control's id, which its label names; one of its own when not given. */
  id?: string | undefined;
  label: ReactNode;
  /** Label and control on one line (a toolbar's), rather than the label above. */
  inline?: boolean | undefined;
  /** More classes of the field, after `field`. */
  className?: string | undefined;
  /** More classes of the control, after `select` or `input`. */
  controlClassName?: string | undefined;
  /** What follows the control inside the field: its error, a second input. */
  after?: ReactNode;
  /** The control's value as the user changed it. */
  onChange?: ((value: string) => void) | undefined;
}

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<'select'>, 'id' | 'className' | 'onChange'> & { onChange: (value: string) => void };

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'onChange'>;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A labelled control, a select or an input, whose class is its tag's name. */
function Field({
  tag,
  id,
  label,
  inline,
  className,
  controlClassName,
  after,
  onChange,
  ...control
}: (SelectFieldProps | TextFieldProps) & { tag: 'select' | 'input' }) {
  const ownId = useId();
  const controlId = id ?? ownId;
  return (
    <div className={classes('field', inline && 'field--inline', className)}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      {createElement(tag, {
        ...control,
        id: controlId,
        className: classes(tag, controlClassName),
        onChange:
          onChange &&
          ((event: { target: HTMLInputElement | HTMLSelectElement }) => onChange(event.target.value)),
      })}
      {after}
    </div>
  );
}

/** A labelled select of a form or a toolbar: its options are the children. */
export const SelectField = (props: SelectFieldProps) => <Field {...props} tag="select" />;

/** A labelled input of a form; without `onChange`, one read when its form is sent. */
export const TextField = (props: TextFieldProps) => <Field {...props} tag="input" />;
