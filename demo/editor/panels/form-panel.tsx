// The form panel (spec 001 §3 "Form editor field types and editable
// properties", §5 "Editor messages"): a form block's fields — add, remove, reorder, edit
// exactly the properties of each field's type — and the form's own settings (notification
// address, button, message, redirect). The logic is form-edit.ts; this is its UI, each field's
// editor in form-field-editor.tsx.
//
// A draft that breaks a rule is shown with its messages and not sent: the page in the frame
// keeps the last valid form, and Save (the shell's) never keeps an invalid one.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PanelProps } from '../panel.js';
import {
  CURRENCY_SYMBOLS,
  FIELD_TYPES,
  addField,
  addOption,
  moveField,
  notificationEmail,
  readForm,
  removeField,
  removeOption,
  setOption,
  toDefinition,
  updateField,
  updateSettings,
  validateForm,
  type FieldType,
  type FormDefinition,
  type FormField,
} from '../form-edit.js';
import { t } from '../../../src/i18n/translator.js';
import { formFields } from '../../../src/i18n/en/form-fields.js';
import { PANEL_CSS } from './panel-styles.js';
import { FieldEditor, TYPE_LABELS } from './form-field-editor.js';
import { TextInput } from './form-inputs.js';

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
