import type { BatteryLevel } from '@portal/contracts';

// How full the bar is drawn for each level: a hint beside the words, never alone.
const FILL: Record<(typeof BatteryLevel)[number], number> = { Ok: 14, Low: 6, Critical: 2 };

/** A battery outline filled to its level; the words beside it say the same. */
export function BatteryIcon({ level }: { level: (typeof BatteryLevel)[number] }) {
  return (
    <svg
      aria-hidden="true"
      width="1.25em"
      height="0.75em"
      viewBox="0 0 20 12"
      style={{ marginInlineEnd: '0.3em', verticalAlign: '-0.05em' }}
    >
      <rect
        x="0.75"
        y="0.75"
        width="16.5"
        height="10.5"
        rx="1.5"
        fill="none"
        stroke="currentColor"
      />
      <rect x="18" y="4" width="2" height="4" fill="currentColor" />
      <rect x="2" y="2" width={FILL[level]} height="8" fill="currentColor" />
    </svg>
  );
}
