// The generic panel: a form generated from a block's settings declaration (`static settings`
// of its element class, contract/settings.ts), one field per setting with its label, its
// default and its one line of doc from the manifest. A value is checked by the setting's own
// parser, as the element reads it: a bad one is not sent, and the field says what is
// expected (the setting's `expected()`). Empty means "the default": the attribute goes.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Setting } from '../../../src/contract/settings.js';
import { expectedText } from '../../../src/contract/settings-report.js';
import { t } from '../../../src/i18n/translator.js';
import type { AttributeChanges, FrameBlock } from '../../../src/contract/editor-frame.js';
import type { PanelProps } from '../panel.js';
import { settingDoc } from '../setting-docs.js';
import { settingsOf } from '../declarations.js';

type AnySetting = Setting<unknown>;

export { settingsOf };

/** "imageAspectRatio" → "Image aspect ratio". */
export const labelOf = (name: string): string => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A default as the owner reads it. */
export function defaultText(s: AnySetting): string {
  const d = s.default as unknown;
  if (d === undefined) return 'none (the block decides)';
  if (typeof d === 'boolean') return d ? 'on' : 'off';
  if (Array.isArray(d)) return d.length ? d.join(' ') : 'none';
  if (d === '') return 'empty';
  return String(d);
}

/** The choices of a closed set, or undefined for any other kind of value. */
export function choicesOf(s: AnySetting): string[] | undefined {
  return s.expected.kind === 'oneOf' ? [...(s.expected.values ?? [])] : undefined;
}

const isOptional = (s: AnySetting) => s.default === undefined;

interface FieldProps {
  tag: string;
  name: string;
  setting: AnySetting;
  /** The attribute's value on the page now (null: not set, the default applies). */
  value: string | null;
  label?: string;
  send(value: string | null): void;
}

/** One setting's field. Text keeps what is typed (a half-typed value is not replaced) until
 * the page's value changes from elsewhere (Reset, another field). */
export function SettingField({ tag, name, setting: s, value, label, send }: FieldProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string>();
  const last = useRef(value);
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value ?? '');
      setError(undefined);
    }
  }, [value]);
  const commit = (next: string | null) => {
    last.current = next;
    send(next);
  };
  const doc = settingDoc(tag, s.attribute);
  const describedBy = [`${id}-doc`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const help = (
    <>
      <span className="field-doc" id={`${id}-doc`}>
        {doc ? `${doc} ` : ''}Default: {defaultText(s)}.
      </span>
      {error && (
        <span className="field-error" id={`${id}-error`}>
          Expected {error}.
        </span>
      )}
    </>
  );
  const name_ = label ?? labelOf(name);

  if (s.expected.kind === 'boolean') {
    const checked = value === null ? !!s.default : !!(s.parse(value) ?? s.default);
    return (
      <div className="field field-check" data-setting={s.attribute}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy}
          onChange={(e) => commit(String(e.target.checked))}
        />
        <label htmlFor={id}>{name_}</label>
        {help}
      </div>
    );
  }
  const choices = choicesOf(s);
  if (choices) {
    const current = value === null ? (isOptional(s) ? '' : String(s.default)) : String(s.parse(value) ?? s.default ?? '');
    return (
      <div className="field" data-setting={s.attribute}>
        <label htmlFor={id}>{name_}</label>
        <select
          id={id}
          value={current}
          aria-describedby={describedBy}
          onChange={(e) => commit(e.target.value === '' ? null : e.target.value)}
        >
          {isOptional(s) && <option value="">(default)</option>}
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
              {c === s.default ? ' (default)' : ''}
            </option>
          ))}
        </select>
        {help}
      </div>
    );
  }
  // A number is typed in a number field with the declared bounds (an exclusive lower bound is
  // the field's min too: the setting's own check refuses the bound itself); a text with
  // declared suggestions (an open set, e.g. the ratios known by name) offers them.
  const { kind, min, max, values } = s.expected;
  const numeric = kind === 'number' || kind === 'integer';
  const suggestions = kind === 'string' && values?.length ? values : undefined;
  return (
    <div className="field" data-setting={s.attribute}>
      <label htmlFor={id}>{name_}</label>
      <input
        id={id}
        type={numeric ? 'number' : 'text'}
        {...(numeric && { min, max, step: kind === 'integer' ? 1 : 'any' })}
        list={suggestions && `${id}-values`}
        value={text}
        placeholder={s.default === undefined || s.default === '' ? '' : defaultText(s)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          const raw = e.target.value;
          setText(raw);
          // A number field gives '' for what is not a number ("1e", "-"): invalid, not empty.
          if (raw.trim() === '' && !e.target.validity.badInput) {
            setError(undefined);
            return commit(null);
          }
          // The bound the library's wording leaves out (its warnings are in every page's code).
          if (s.parse(raw) === undefined)
            return setError(`${expectedText(t, s.expected)}${s.expected.max === undefined ? '' : `, at most ${s.expected.max}`}`);
          setError(undefined);
          commit(raw.trim());
        }}
      />
      {suggestions && (
        <datalist id={`${id}-values`}>
          {suggestions.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      )}
      {help}
    </div>
  );
}

export interface SettingsPanelProps extends PanelProps {
  block: FrameBlock;
  /** The legend of the fieldset. */
  legend: string;
  /** Which settings, in this order (default: every declared one). */
  names?: readonly string[];
  /** Settings to leave out (shown by a panel's own fields). */
  omit?: readonly string[];
  /** Labels other than the setting's name. */
  labels?: Record<string, string>;
  children?: ReactNode;
}

/** A fieldset of a block's settings, generated from its declaration. */
export function SettingsPanel({ block, change, legend, names, omit = [], labels = {}, children }: SettingsPanelProps) {
  const declared = settingsOf(block.tag);
  const shown = (names ?? Object.keys(declared)).filter((n) => declared[n] && !omit.includes(n));
  const send = (attributes: AttributeChanges) => change({ kind: 'attributes', id: block.id, attributes });
  return (
    <fieldset className="settings">
      <legend>{legend}</legend>
      {children}
      {shown.map((name) => {
        const s = declared[name];
        return (
          <SettingField
            key={name}
            tag={block.tag}
            name={name}
            setting={s}
            label={labels[name]}
            value={block.attributes[s.attribute] ?? null}
            send={(value) => send({ [s.attribute]: value })}
          />
        );
      })}
    </fieldset>
  );
}

/** Every setting of a block, for the blocks no panel of their own edits. */
export function GenericPanel(props: PanelProps & { block: FrameBlock }) {
  return <SettingsPanel {...props} legend="Settings" />;
}
