import { Button, Loader } from '@mantine/core';

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
  /** Shown beside the spinner while submitting (spec 000 §2). */
  submittingLabel: string;
  /** A form's own reason not to submit yet, e.g. nothing changed. */
  disabled?: boolean;
}

/** The primary submit button; while submitting it shows a spinner and the in-progress label. */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  disabled = false,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={submitting || disabled}
      aria-busy={submitting}
      leftSection={submitting ? <Loader size="xs" color="currentColor" aria-hidden /> : null}
    >
      {submitting ? submittingLabel : label}
    </Button>
  );
}
