import './choice-segments.css';

export interface SegmentOption<V extends string> {
  value: V;
  label: string;
  /** A picture before the label, hidden from screen readers (the label says it). */
  icon?: string;
}

/** One choice of a few (a setting's values), as radio buttons drawn side by side; `legend` names the group. */
export function ChoiceSegments<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  describedBy,
}: {
  name: string;
  legend: string;
  options: readonly SegmentOption<V>[];
  value: V;
  onChange: (next: V) => void;
  describedBy?: string;
}) {
  return (
    <fieldset className="choice-segments" aria-describedby={describedBy}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="choice-segments__choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.icon && <span aria-hidden="true">{option.icon}</span>}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
