import { type BrandProfile, NOT_CREATED_ID } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrandProfileForm } from '@/features/brand-profile/components/profile/BrandProfileForm';
import { stubFetchPending } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { storeTestSession } from '@/test/session';

const ACCOUNT = '6f1c2b3a-0000-4000-8000-000000000002';
// Keystrokes without a pause between them: the form re-renders its preview on each one, which
// is what is tested, and a machine under load would otherwise run out of the test's time.
const TYPING = { delay: null } as const;
const LOGO = '/api/v1/files/logos/logo-northwind.png';

/** The answer of GET brandProfile before the company creates one. */
function profileOf(fields: Partial<BrandProfile> = {}): BrandProfile {
  return {
    id: NOT_CREATED_ID,
    status: 'INACTIVE',
    businessName: 'Brightline Electric',
    businessEmail: null,
    customerServiceNumber: null,
    logo: null,
    websiteUrl: null,
    applyToExistingInstalls: false,
    productGroupIds: [],
    eligibleLocationsCount: 0,
    application: null,
    updatedAt: null,
    ...fields,
  };
}

const STORED = profileOf({
  id: '6f1c2b3a-0000-4000-8000-0000000000b1',
  status: 'ACTIVE',
  businessEmail: 'help@brightline.example',
  customerServiceNumber: '+15032010142',
  logo: LOGO,
  websiteUrl: 'https://brightline.example',
});

function openForm(profile = profileOf()) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <BrandProfileForm
            partnerAccountId={ACCOUNT}
            profile={profile}
            country="US"
            fromSetup={false}
          />
        ),
      },
    ],
    '/mybusiness/services/brand-profile/new',
  );
  return userEvent.setup(TYPING);
}

/** Records each request and fails it with `status` and `body`, as the server would refuse it. */
function refuseRequests(status: number, body: Record<string, unknown> = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return Response.json(
      { statusCode: status, error: 'Refused', message: 'Refused', ...body },
      { status },
    );
  });
  return sent;
}

const email = () => screen.getByRole('textbox', { name: /^Business email/ });
const phone = () => screen.getByRole('textbox', { name: /^Customer service number/ });
const website = () => screen.getByRole('textbox', { name: /^Website/ });
const save = () => screen.getByRole('button', { name: 'Save' });
const preview = () => screen.getByRole('region', { name: 'Preview of your customers’ app' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('no file input');
  return input;
};
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

type User = ReturnType<typeof userEvent.setup>;

/** Puts a value into a field as a paste: one change, where the test is not about each key. */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: User) {
  await paste(user, email(), 'help@brightline.example');
  await paste(user, phone(), '(503) 201-0142');
  await paste(user, website(), 'https://brightline.example');
}

beforeEach(() => {
  storeTestSession();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen-logo');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the brand profile form: validation', () => {
  it('asks for the email and the number, without sending anything', async () => {
    const sent = refuseRequests(500);
    const user = openForm();
    await user.click(save());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('names what is wrong with each field', async () => {
    const sent = refuseRequests(500);
    const user = openForm();
    await paste(user, email(), 'not-an-address');
    await paste(user, phone(), '12');
    await paste(user, website(), 'http://brightline.example');
    await user.click(save());
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(screen.getByText('This phone number is too short.')).toBeTruthy();
    expect(
      screen.getByText(
        'Enter a secure web address that starts with https://, such as https://www.example.com.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('keeps Save off on the manage page until something changes', async () => {
    const user = openForm(STORED);
    expect(email()).toHaveProperty('value', 'help@brightline.example');
    expect(phone()).toHaveProperty('value', '+1 503 201 0142');
    expect(save()).toHaveProperty('disabled', true);
    await user.type(website(), '/contact');
    expect(save()).toHaveProperty('disabled', false);
  });
});

describe('the brand profile form: live preview', () => {
  it('shows the company and each field as it is typed', async () => {
    const user = openForm();
    const shown = within(preview());
    expect(shown.getByRole('heading', { name: 'Brightline Electric' })).toBeTruthy();
    expect(shown.getByText('Phone number not set')).toBeTruthy();

    await user.type(email(), 'help@bright');
    expect(shown.getByRole('link', { name: 'help@bright' })).toBeTruthy();
    await paste(user, email(), 'line.example');
    expect(shown.getByRole('link', { name: 'help@brightline.example' })).toBeTruthy();

    await paste(user, phone(), '(503) 201-014');
    expect(shown.queryByText('Phone number not set')).toBeNull();
    await user.type(phone(), '2');
    expect(shown.getByText('+1 503 201 0142')).toBeTruthy();
    expect(shown.getByRole('link', { name: 'Call Brightline Electric' })).toHaveProperty(
      'href',
      'tel:+15032010142',
    );

    await paste(user, website(), 'https://brightline.example');
    expect(shown.getByRole('link', { name: /^brightline\.example/ })).toBeTruthy();
  });

  it('shows the chosen logo at once, while it uploads', async () => {
    stubFetchPending();
    const user = openForm(STORED);
    expect(within(preview()).getByRole('img', { name: 'Brightline Electric logo' })).toHaveProperty(
      'src',
      `${window.location.origin}${LOGO}`,
    );
    await user.upload(fileInput(), png(2048));
    expect(
      within(preview()).getByRole('img', { name: 'Brightline Electric logo' }).getAttribute('src'),
    ).toBe('blob:chosen-logo');
  });
});

describe('the brand profile form: logo', () => {
  it('refuses a file that is not an image of the accepted kinds, without sending it', async () => {
    const sent = refuseRequests(500);
    const user = userEvent.setup({ ...TYPING, applyAccept: false });
    openForm();
    await user.upload(fileInput(), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        'This file is not a PNG, JPEG, SVG or WebP image. Choose one of those.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a file over the size limit, naming both sizes', async () => {
    const sent = refuseRequests(500);
    const user = openForm();
    await user.upload(fileInput(), png(2.5 * 1024 * 1024));
    expect(
      await screen.findByText(
        'This file is 2.5 MB; a logo can be at most 1 MB. Choose a smaller file.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the upload under way, and keeps Save off meanwhile', async () => {
    stubFetchPending();
    const user = openForm();
    await fillValid(user);
    await user.upload(fileInput(), png(2048));
    const bar = screen.getByRole('progressbar', { name: 'Logo upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Uploading logo… 0%')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Choose a logo' })).toHaveProperty('disabled', true);
  });

  it('says when the upload failed, and offers the file choice again', async () => {
    const sent = refuseRequests(503);
    const user = openForm();
    await user.upload(fileInput(), png(2048));
    expect(
      await screen.findByText('The logo could not be uploaded. Please try again.'),
    ).toBeTruthy();
    expect(sent.map(({ path }) => path)).toEqual([
      `/api/v1/proUsers/my/tokens/imagekit?partnerAccountId=${ACCOUNT}`,
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a logo' })).toHaveProperty('disabled', false);
    expect(within(preview()).queryByRole('img')).toBeNull();
  });

  it('removes the logo', async () => {
    const user = openForm(STORED);
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(within(preview()).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a logo' })).toBeTruthy();
    expect(save()).toHaveProperty('disabled', false);
  });
});

describe('the brand profile form: saving', () => {
  it('creates the profile with the number as kept, and puts a 400 on its field', async () => {
    const sent = refuseRequests(400, {
      fields: [
        { field: 'body.customerServiceNumber', message: 'Enter a valid phone number for US.' },
      ],
    });
    const user = openForm();
    await fillValid(user);
    await user.click(save());
    expect(
      await screen.findByText(
        'This number is not valid for your company’s country. Check it and try again.',
      ),
    ).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/v1/proAccounts/${ACCOUNT}/brandProfile`,
        body: {
          businessEmail: 'help@brightline.example',
          customerServiceNumber: '+15032010142',
          websiteUrl: 'https://brightline.example',
          logo: null,
        },
      },
    ]);
  });

  it('changes only the four fields of an existing profile, and shows a generic error toast when refused', async () => {
    const sent = refuseRequests(500);
    const user = openForm(STORED);
    await user.clear(website());
    await user.click(save());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/proAccounts/${ACCOUNT}/brandProfile`,
        body: {
          businessEmail: 'help@brightline.example',
          customerServiceNumber: '+15032010142',
          websiteUrl: null,
          logo: LOGO,
        },
      },
    ]);
  });

  it('shows the save under way', async () => {
    stubFetchPending();
    const user = openForm();
    await fillValid(user);
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
  });
});

describe('the brand profile form: leaving with unsaved changes', () => {
  function openWithViewPage() {
    const view = renderRoutes(
      [
        {
          path: '/mybusiness/services/brand-profile',
          element: (
            <BrandProfileForm
              partnerAccountId={ACCOUNT}
              profile={STORED}
              country="US"
              fromSetup={false}
            />
          ),
        },
        { path: '/mybusiness/services/brand-profile/view', element: 'the view page' },
      ],
      '/mybusiness/services/brand-profile',
    );
    return { ...view, user: userEvent.setup(TYPING) };
  }

  it('asks first, stays on Cancel and leaves on Discard and leave', async () => {
    const { router, user } = openWithViewPage();
    await paste(user, website(), '/contact');
    await user.click(screen.getByRole('link', { name: 'See how customers see it' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/mybusiness/services/brand-profile');
    expect(website()).toHaveProperty('value', 'https://brightline.example/contact');

    await user.click(screen.getByRole('link', { name: 'See how customers see it' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Discard and leave' },
      ),
    );
    expect(await screen.findByText('the view page')).toBeTruthy();
  });

  it('lets the partner go without asking when nothing changed', async () => {
    const { user } = openWithViewPage();
    await user.click(screen.getByRole('link', { name: 'See how customers see it' }));
    expect(await screen.findByText('the view page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
