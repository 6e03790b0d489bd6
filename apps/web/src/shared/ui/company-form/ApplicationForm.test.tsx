import type { ApiErrorBody } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/api-client';
import { i18n } from '@/shared/lib/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { ApplicationForm } from './ApplicationForm';
import type { ApplicationValues } from './application-values';
import { submitProblem } from './submit-error';

const FILLED: ApplicationValues = {
  name: 'Cascade Plumbing',
  address1: '500 Pine Street',
  address2: '',
  city: 'Portlnd',
  state: 'OR',
  zip: '97204',
  country: 'US',
  phoneNumber: '(503) 555-0123',
  proCategories: ['PLUMBER'],
  expertise: [],
  websiteUrl: '',
};

/** The form, whose submission the server refuses with this error body. */
async function submitRefusedWith(body: ApiErrorBody) {
  const user = userEvent.setup();
  renderWithProviders(
    <ApplicationForm
      initialValues={FILLED}
      submitLabel="Submit application"
      onSubmit={async () => submitProblem(i18n.t, new ApiError(body))}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
}

describe('the application form when the server refuses the address (spec 000 §5)', () => {
  it('marks each address field a 400 names, and says why above the form', async () => {
    await submitRefusedWith({
      statusCode: 400,
      error: 'Bad Request',
      message: 'We could not verify the address: the city, ZIP code did not match.',
      fields: [
        { field: 'address.city', message: 'Does not match the address we found (Portland).' },
        { field: 'address.zip', message: 'Does not match the address we found (97205).' },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "We could not verify the company's address. Correct the marked fields and submit again.",
    );
    const unconfirmed = 'We could not confirm this part of the address. Check it and try again.';
    for (const label of [/^City/, /^ZIP or postal code/]) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(screen.getAllByText(unconfirmed)).toHaveLength(2);
    expect(
      screen.getByRole('textbox', { name: /^State or province/ }).getAttribute('aria-invalid'),
    ).not.toBe('true');
  });

  it('says when addresses cannot be verified right now (503)', async () => {
    await submitRefusedWith({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'We cannot verify addresses right now.',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'We cannot verify addresses right now, so the application was not sent. Please try again in a few minutes.',
    );
  });

  it('a 400 naming no address field keeps the general message', async () => {
    await submitRefusedWith({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request.',
      fields: [{ field: 'body.name', message: 'Too long' }],
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The application could not be sent. Check the fields and try again.',
    );
  });
});
