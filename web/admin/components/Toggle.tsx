import '../admin.css';

/** An on/off switch (role="switch") with its visible label; the whole row is the touch target. */
export function Toggle({ label, checked, busy, onChange, id }: { label: string; checked: boolean; busy?: boolean; onChange: (next: boolean) => void; id: string }) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={`toggle ${checked ? 'toggle-on' : ''}`}
      // Not `disabled`: that would drop the keyboard focus while it saves.
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="toggle-track" aria-hidden="true">
        <span className="toggle-thumb" />
      </span>
      <span className="toggle-label">{label}</span>
    </button>
  );
}
