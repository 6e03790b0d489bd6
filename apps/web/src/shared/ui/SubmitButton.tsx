import { Button, Loader } from '@mantine/core';

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
  /** Shown beside the spinner while submitting (spec 000 §2). */
  submittingLabel: string;
}

/** The primary submit button; while submitting it shows a spinner and the in-progress label. */
export function SubmitButton({ submitting, label, submittingLabel }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={submitting}
      aria-busy={submitting}
      leftSection={submitting ? <Loader size="xs" color="currentColor" aria-hidden /> : null}
    >
      {submitting ? submittingLabel : label}
    </Button>
  );
}
