import type { ApiErrorBody, CompanyApplication } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
      screen.getByRole('combobox', { name: /^State or province/ }).getAttribute('aria-invalid'),
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

/** Opens the state select: its own options, not the country select's. */
async function openStates(user: ReturnType<typeof userEvent.setup>) {
  const input = screen.getByRole('combobox', { name: /^State or province/ });
  await user.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (listbox === null) throw new Error('the state select has no list');
  return within(listbox).getAllByRole('option', { hidden: true });
}

/** The form with these values, sending what passes its checks to `onSubmit`. */
function renderForm(values: Partial<ApplicationValues>) {
  const onSubmit = vi.fn(async (_application: CompanyApplication) => null);
  renderWithProviders(
    <ApplicationForm
      initialValues={{ ...FILLED, city: 'Portland', ...values }}
      submitLabel="Submit application"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('the state of a US or Canadian address (spec 000 §9)', () => {
  it('is chosen from the 50 states and DC in the US, and sent by code', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ state: '' });
    const states = await openStates(user);
    expect(states).toHaveLength(51);
    const oregon = states.find((option) => option.textContent === 'Oregon');
    if (oregon === undefined) throw new Error('Oregon is not a choice');
    await user.click(oregon);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ address: { state: 'OR', country: 'US' } });
  });

  it('names Canada’s provinces and territories in French for a French interface', async () => {
    await i18n.changeLanguage('fr-CA');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    const user = userEvent.setup();
    renderForm({ state: '', country: 'CA' });
    // Only the English strings are loaded in tests; the names come with the list.
    const options = await openStates(user);
    expect(options).toHaveLength(13);
    expect(options.map((option) => option.textContent)).toContain('Québec');
  });

  it('refuses a state that is not one of the country’s, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ state: 'Ontario' });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const state = screen.getByRole('combobox', { name: /^State or province/ });
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is cleared when the country changes to one with other regions', async () => {
    // jsdom lays nothing out; Mantine's dropdown scrolls the chosen country into view.
    Element.prototype.scrollIntoView ??= () => {};
    const user = userEvent.setup();
    renderForm({ state: 'OR', country: 'US' });
    const state = screen.getByRole('combobox', { name: /^State or province/ });
    expect(state).toHaveProperty('value', 'Oregon');

    const country = screen.getByRole('combobox', { name: /^Country/ });
    await user.click(country);
    const countries = document.getElementById(country.getAttribute('aria-controls') ?? '');
    if (countries === null) throw new Error('the country select has no list');
    await user.click(within(countries).getByRole('option', { name: 'Canada', hidden: true }));

    expect(screen.getByRole('combobox', { name: /^State or province/ })).toHaveProperty(
      'value',
      '',
    );
  });

  it('is any text elsewhere', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ state: '', country: 'DE', phoneNumber: '030 901820' });
    const state = screen.getByRole('textbox', { name: /^State or province/ });
    await user.type(state, 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ address: { state: 'Berlin' } });
  });
});
