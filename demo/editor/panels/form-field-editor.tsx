// One field of the form panel, in its list item: its summary (title, type, move and remove)
// and, opened, exactly the properties its type has (spec 001 §3 "Form editor field types and
// editable properties").
import { useState, type ReactNode } from 'react';
import {
  HIDDEN_PLACEHOLDER,
  errorKey,
  propertiesOf,
  type FieldPatch,
  type FieldType,
  type FormErrors,
  type FormField,
} from '../form-edit.js';
import { Check, ErrorText, TextInput, errorProps } from './form-inputs.js';

export const TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  number: 'Number',
  website: 'Website',
  currency: 'Currency',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Drop-down',
  likert: 'Likert survey',
  hidden: 'Hidden',
};

export interface FieldEditorProps {
  uid: string;
  field: FormField;
  index: number;
  count: number;
  errors: FormErrors;
  open: boolean;
  onToggle(open: boolean): void;
  edit(patch: FieldPatch): void;
  move(delta: number): void;
  remove(): void;
  addOption(value: string): string | undefined;
  setOption(index: number, value: string): void;
  removeOption(index: number): void;
}

export function FieldEditor(p: FieldEditorProps): ReactNode {
  const { uid, field: f, errors } = p;
  const base = `${uid}-${f.id}`;
  const props = propertiesOf(f.type);
  const [newOption, setNewOption] = useState('');
  const [optionError, setOptionError] = useState<string>();
  const invalid = Object.keys(errors).some((k) => k.startsWith(`field:${f.id}:`));
  const title = f.title.trim() || (f.type === 'hidden' ? f.key : '') || f.id;
  const submitOption = () => {
    const error = p.addOption(newOption);
    setOptionError(error);
    if (!error) setNewOption('');
  };
  return (
    <li className="ssp-field" data-field-id={f.id}>
      <details open={p.open} onToggle={(e) => p.onToggle(e.currentTarget.open)}>
        <summary id={`${base}-summary`}>
          {p.index + 1}. {title}{' '}
          <span className="ssp-type">
            ({TYPE_LABELS[f.type]}
            {f.required ? ', required' : ''})
          </span>
          {invalid && <span className="ssp-flag"> — needs attention</span>}
        </summary>
        <div className="ssp-body">
          {f.type !== 'hidden' && (
            <TextInput
              id={`${base}-title`}
              label="Title"
              value={f.title}
              error={errors[errorKey(f.id, 'title')]}
              onChange={(title) => p.edit({ title })}
            />
          )}
          {props.includes('description') && (
            <TextInput
              id={`${base}-description`}
              label="Description"
              multiline
              value={f.description ?? ''}
              onChange={(description) => p.edit({ description })}
            />
          )}
          {props.includes('placeholder') && (
            <TextInput
              id={`${base}-placeholder`}
              label="Placeholder"
              value={f.placeholder ?? ''}
              onChange={(placeholder) => p.edit({ placeholder })}
            />
          )}
          {props.includes('currencySymbol') && (
            <>
              <TextInput
                id={`${base}-currencySymbol`}
                label="Currency symbol"
                list={`${uid}-currencies`}
                value={f.currencySymbol ?? ''}
                error={errors[errorKey(f.id, 'currencySymbol')]}
                onChange={(currencySymbol) => p.edit({ currencySymbol })}
              />
            </>
          )}
          {props.includes('maxLength') && (
            <TextInput
              id={`${base}-maxLength`}
              label="Maximum length (empty or 0: no limit)"
              type="number"
              value={f.maxLength === undefined || Number.isNaN(f.maxLength) ? '' : String(f.maxLength)}
              error={errors[errorKey(f.id, 'maxLength')]}
              onChange={(v) => p.edit({ maxLength: v.trim() === '' ? undefined : Number(v) })}
            />
          )}
          {props.includes('key') && (
            <TextInput
              id={`${base}-key`}
              label="Key (the query parameter that fills it)"
              value={f.key ?? ''}
              error={errors[errorKey(f.id, 'key')]}
              onChange={(key) => p.edit({ key })}
            />
          )}
          {props.includes('value') && (
            <TextInput
              id={`${base}-value`}
              label="Value (when the address has no such parameter)"
              value={f.value ?? ''}
              placeholder={HIDDEN_PLACEHOLDER}
              onChange={(value) => p.edit({ value })}
            />
          )}
          {props.includes('required') && (
            <Check id={`${base}-required`} label="Required" checked={!!f.required} onChange={(required) => p.edit({ required })} />
          )}
          {props.includes('showCountryCode') && (
            <Check
              id={`${base}-showCountryCode`}
              label="Show the country code"
              checked={!!f.showCountryCode}
              onChange={(showCountryCode) => p.edit({ showCountryCode })}
            />
          )}
          {props.includes('underline') && (
            <Check id={`${base}-underline`} label="Underline" checked={!!f.underline} onChange={(underline) => p.edit({ underline })} />
          )}
          {props.includes('options') && (
            <fieldset className="ssp-options" aria-describedby={errors[errorKey(f.id, 'options')] ? `${base}-options-error` : undefined}>
              <legend>{f.type === 'likert' ? 'Statements' : 'Options'}</legend>
              <ol>
                {(f.options ?? []).map((option, i) => {
                  const id = `${base}-option-${i}`;
                  const error = errors[errorKey(f.id, 'options', i)];
                  return (
                    <li key={i}>
                      <div className="ssp-inline">
                        <label htmlFor={id} className="ssp-visually-hidden">
                          {f.type === 'likert' ? 'Statement' : 'Option'} {i + 1}
                        </label>
                        <input {...errorProps(id, error)} value={option} onChange={(e) => p.setOption(i, e.target.value)} />
                        <button
                          type="button"
                          onClick={() => p.removeOption(i)}
                          aria-label={`Remove ${f.type === 'likert' ? 'statement' : 'option'} ${i + 1}: ${option}`}
                        >
                          Remove
                        </button>
                      </div>
                      <ErrorText id={id} error={error} />
                    </li>
                  );
                })}
              </ol>
              <ErrorText id={`${base}-options`} error={errors[errorKey(f.id, 'options')]} />
              <div className="ssp-inline">
                <label htmlFor={`${base}-new-option`}>New {f.type === 'likert' ? 'statement' : 'option'}</label>
                <input
                  {...errorProps(`${base}-new-option`, optionError)}
                  value={newOption}
                  onChange={(e) => {
                    setNewOption(e.target.value);
                    setOptionError(undefined);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      submitOption();
                    }
                  }}
                />
                <button type="button" onClick={submitOption}>
                  Add
                </button>
              </div>
              <ErrorText id={`${base}-new-option`} error={optionError} />
            </fieldset>
          )}
          <div className="ssp-toolbar" role="group" aria-label={`Field ${p.index + 1}: ${title}`}>
            <button type="button" id={`${base}-up`} disabled={p.index === 0} onClick={() => p.move(-1)}>
              Move up
            </button>
            <button type="button" id={`${base}-down`} disabled={p.index === p.count - 1} onClick={() => p.move(1)}>
              Move down
            </button>
            <button type="button" id={`${base}-remove`} onClick={p.remove}>
              Remove field
            </button>
          </div>
        </div>
      </details>
    </li>
  );
}
