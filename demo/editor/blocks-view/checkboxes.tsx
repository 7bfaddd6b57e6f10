// A row of checkboxes for a block's on/off settings, each labelled.
export function Checkboxes<K extends string>({
  flags,
  value,
  onChange,
}: {
  flags: readonly (readonly [K, string])[];
  value: Record<K, boolean>;
  onChange: (change: Partial<Record<K, boolean>>) => void;
}) {
  return flags.map(([key, label]) => (
    <label key={key}>
      <input type="checkbox" checked={value[key]} onChange={(e) => onChange({ [key]: e.target.checked } as Partial<Record<K, boolean>>)} />
      {label}
    </label>
  ));
}
