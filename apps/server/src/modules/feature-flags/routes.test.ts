import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

const plain = await buildTestApp();
const overridden = await buildTestApp({ FEATURE_FLAGS: 'AGREEMENT_CHECK=true,PERKS=false' });

describe('GET /api/v1/public/featureFlags', () => {
  it("answers this deployment's overrides to anyone", async () => {
    const response = await overridden.app.inject({ url: '/api/v1/public/featureFlags' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ overrides: { AGREEMENT_CHECK: true, PERKS: false } });
  });

  it('answers no overrides when none are configured', async () => {
    const response = await plain.app.inject({ url: '/api/v1/public/featureFlags' });
    expect(response.json()).toEqual({ overrides: {} });
  });
});
