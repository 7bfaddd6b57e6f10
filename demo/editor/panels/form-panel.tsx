// The form panel (spec 001 §3 "Form editor field types and editable
// properties", §5 "Editor messages"): a form block's fields — add, remove, reorder, edit
// exactly the properties of each field's type — and the form's own settings (notification
// address, button, message, redirect). The logic is form-edit.ts; this is its UI.
//
// A draft that breaks a rule is shown with its messages and not sent: the page in the frame
// keeps the last valid form, and Save (the shell's) never keeps an invalid one.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PanelProps } from '../panel.js';
import {
  CURRENCY_SYMBOLS,
  FIELD_TYPES,
  HIDDEN_PLACEHOLDER,
  addField,
  addOption,
  errorKey,
  moveField,
  notificationEmail,
  propertiesOf,
  readForm,
  removeField,
  removeOption,
  setOption,
  toDefinition,
  updateField,
  updateSettings,
  validateForm,
  type FieldPatch,
  type FieldType,
  type FormDefinition,
  type FormErrors,
  type FormField,
} from '../form-edit.js';
import { t } from '../../../src/i18n/translator.js';
import { formFields } from '../../../src/i18n/en/form-fields.js';
import { PANEL_CSS } from './panel-styles.js';

/** An input's id and the id of its message, and the ARIA that ties them (APG: errors are
 * announced with the control they belong to). */
function errorProps(id: string, error: string | undefined) {
  return error ? { id, 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : { id };
}

function ErrorText({ id, error }: { id: string; error?: string }): ReactNode {
  return error ? (
    <p className="ssp-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

interface TextProps {
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

function TextInput({ id, label, value, error, placeholder, multiline, type, list, onChange }: TextProps): ReactNode {
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

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange(v: boolean): void }): ReactNode {
  return (
    <div className="ssp-row ssp-check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

const TYPE_LABELS: Record<FieldType, string> = {
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

interface FieldEditorProps {
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

function FieldEditor(p: FieldEditorProps): ReactNode {
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

/** The form block's panel: its fields and settings, validated, each valid edit sent live. */
export function FormPanel({ block, change }: PanelProps): ReactNode {
  const uid = useId().replace(/:/g, '');
  const incoming = block?.definition;
  const [draft, setDraft] = useState<FormDefinition>(() => readForm(incoming));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [addType, setAddType] = useState<FieldType>('text');
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | undefined>(undefined);
  // The JSON of the definition last sent (at first, the one the page gave): the shell hands it
  // back as the block's definition, which is then no news. Compared as sent, not as read
  // back, so that what reading normalises (trimmed options) never rewrites what is typed.
  const sent = useRef(JSON.stringify(incoming ?? null));

  // Another definition (a reset to the saved settings, another form): the panel shows it.
  useEffect(() => {
    const json = JSON.stringify(incoming ?? null);
    if (json === sent.current) return;
    sent.current = json;
    setDraft(readForm(incoming));
  }, [incoming, block?.id]);

  useEffect(() => {
    if (!focusNext.current) return;
    const el = document.getElementById(focusNext.current);
    focusNext.current = undefined;
    el?.focus();
  });

  const errors = useMemo(() => validateForm(draft), [draft]);
  const problems = Object.keys(errors).length;

  if (!block) return <p className="ssp-note">This page has no form block to edit.</p>;

  const edit = (next: FormDefinition) => {
    setDraft(next);
    if (Object.keys(validateForm(next)).length) return;
    const definition = toDefinition(next);
    const json = JSON.stringify(definition);
    if (json === sent.current) return;
    sent.current = json;
    change({ kind: 'form', id: block.id, definition });
  };
  const fields = draft.build.fields;
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((s) => {
      if (s.has(id) === isOpen) return s;
      const next = new Set(s);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const titleOf = (f: FormField) => f.title.trim() || f.key || f.id;

  return (
    <section className="ssp-panel" aria-labelledby={`${uid}-heading`}>
      <style href="ss-editor-panels" precedence="default">
        {PANEL_CSS}
      </style>
      <h3 id={`${uid}-heading`}>Form: {draft.name || block.id}</h3>
      <datalist id={`${uid}-currencies`}>
        {CURRENCY_SYMBOLS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <p className="ssp-status" role="status">
        {problems
          ? `${problems === 1 ? 'One entry needs' : `${problems} entries need`} attention; the page shows the form as it last was valid.`
          : ''}
      </p>

      <fieldset className="ssp-group">
        <legend>Fields</legend>
        <ol className="ssp-fields">
          {fields.map((f, i) => (
            <FieldEditor
              key={f.id}
              uid={uid}
              field={f}
              index={i}
              count={fields.length}
              errors={errors}
              open={open.has(f.id)}
              onToggle={(isOpen) => toggle(f.id, isOpen)}
              edit={(patch) => edit(updateField(draft, f.id, patch))}
              move={(delta) => {
                const to = i + delta;
                // Keep focus on the control pressed; at an end it is disabled, so the other one.
                const edge = to === 0 || to === fields.length - 1;
                focusNext.current = `${uid}-${f.id}-${edge ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}`;
                setAnnouncement(`${titleOf(f)} moved to position ${to + 1} of ${fields.length}.`);
                edit(moveField(draft, f.id, delta));
              }}
              remove={() => {
                const after = fields[i + 1] ?? fields[i - 1];
                focusNext.current = after ? `${uid}-${after.id}-summary` : `${uid}-add-type`;
                setAnnouncement(`${titleOf(f)} removed.`);
                edit(removeField(draft, f.id));
              }}
              addOption={(value) => {
                const result = addOption(draft, f.id, value);
                if ('error' in result) return result.error;
                edit(result.definition);
                return undefined;
              }}
              setOption={(index, value) => edit(setOption(draft, f.id, index, value))}
              removeOption={(index) => edit(removeOption(draft, f.id, index))}
            />
          ))}
        </ol>
        <div className="ssp-inline">
          <label htmlFor={`${uid}-add-type`}>New field</label>
          <select id={`${uid}-add-type`} value={addType} onChange={(e) => setAddType(e.target.value as FieldType)}>
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => {
              const { definition, id } = addField(draft, addType);
              toggle(id, true);
              focusNext.current = `${uid}-${id}-${addType === 'hidden' ? 'key' : 'title'}`;
              setAnnouncement(`${TYPE_LABELS[addType]} field added at position ${definition.build.fields.length}.`);
              edit(definition);
            }}
          >
            Add field
          </button>
        </div>
      </fieldset>

      <fieldset className="ssp-group">
        <legend>After sending</legend>
        <TextInput
          id={`${uid}-email`}
          label="Email submissions to"
          type="email"
          value={notificationEmail(draft)}
          error={errors['storage.email']}
          onChange={(email) => edit(updateSettings(draft, { email }))}
        />
        <TextInput
          id={`${uid}-submit`}
          label="Submit button text"
          value={draft.advanced.submitButtonText}
          placeholder={t(formFields, 'formFields.submit')}
          onChange={(submitButtonText) => edit(updateSettings(draft, { submitButtonText }))}
        />
        <TextInput
          id={`${uid}-message`}
          label="Message after sending"
          multiline
          value={draft.advanced.postSubmitMessage}
          onChange={(postSubmitMessage) => edit(updateSettings(draft, { postSubmitMessage }))}
        />
        <TextInput
          id={`${uid}-redirect`}
          label="Go to this page after sending (a path such as /thanks, or an address)"
          value={draft.advanced.successRedirect}
          error={errors['advanced.successRedirect']}
          onChange={(successRedirect) => edit(updateSettings(draft, { successRedirect }))}
        />
      </fieldset>
      <p className="ssp-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
