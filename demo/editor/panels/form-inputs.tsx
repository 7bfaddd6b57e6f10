// The form panel's inputs: a labelled text input or area and a checkbox, each with its
// message tied to it for assistive technology.
import type { ReactNode } from 'react';

/** An input's id and the id of its message, and the ARIA that ties them (APG: errors are
 * announced with the control they belong to). */
export function errorProps(id: string, error: string | undefined) {
  return error ? { id, 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : { id };
}

export function ErrorText({ id, error }: { id: string; error?: string }): ReactNode {
  return error ? (
    <p className="ssp-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

export interface TextProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  placeholder?: string;
  multiline?: boolean;
  type?: string;
  list?: string;
  onChange(value: string): void;
}

export function TextInput({ id, label, value, error, placeholder, multiline, type, list, onChange }: TextProps): ReactNode {
  const props = errorProps(id, error);
  return (
    <div className="ssp-row">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...props} rows={2} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...props}
          type={type ?? 'text'}
          list={list}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}): ReactNode {
  return (
    <div className="ssp-row ssp-check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
