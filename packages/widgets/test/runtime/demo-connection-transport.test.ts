import { parseConfig } from '@facturo/sdk/config';
import { getMe, listPlans } from '@facturo/sdk/endpoints';
import { ApiError, type DemoRoute, demoRoute } from '@facturo/sdk/http';
import { describe, expect, test, vi } from 'vitest';
import { demoSession } from '../../src/demo/demo-session.fixtures';
import { addDemoRoutes, getClientConnection } from '../../src/runtime/core/connection/client-connection';
import { DemoConnectionTransport } from '../../src/runtime/core/connection/demo-connection-transport';

const me = () => ({ userData: demoSession('ana@example.co').userData, userAbilityRules: [] });

describe('DemoConnectionTransport (demo mode)', () => {
  test('downloads a widget’s routes on the first call, once, and answers through the typed client', async () => {
    const config = parseConfig({});
    const load = vi.fn(async () => [demoRoute(getMe, me)]);
    const demo = getClientConnection(config, true);
    expect(demo.client.transport).toBeInstanceOf(DemoConnectionTransport);

    addDemoRoutes(demo, load);
    addDemoRoutes(demo, load);
    expect(load).not.toHaveBeenCalled();
    expect((await demo.client.call(getMe)).userData.email).toBe('ana@example.co');
    await demo.client.call(getMe);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a download that failed is tried again by the next call', async () => {
    const demo = getClientConnection(parseConfig({}), true);
    const load = vi
      .fn<() => Promise<DemoRoute[]>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue([demoRoute(getMe, me)]);
    addDemoRoutes(demo, load);
    await expect(demo.client.call(getMe)).rejects.toThrow('Failed to fetch');
    expect((await demo.client.call(getMe)).userData.email).toBe('ana@example.co');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('an endpoint no widget answers rejects as demo_unavailable; a real API never gets demo routes', async () => {
    const config = parseConfig({ apiBaseUrl: 'https://api.facturo.test/api/v1' });
    const demo = getClientConnection(config, true);
    addDemoRoutes(demo, async () => [demoRoute(getMe, me)]);
    const error = await demo.client.call(listPlans).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 501, code: 'demo_unavailable' });

    const real = getClientConnection(config);
    const load = vi.fn(async () => [demoRoute(getMe, me)]);
    addDemoRoutes(real, load);
    expect(load).not.toHaveBeenCalled();
    expect(real.client.transport).not.toBeInstanceOf(DemoConnectionTransport);
  });

  test('routes added later join those already answering', async () => {
    const demo = getClientConnection(parseConfig({}), true);
    addDemoRoutes(demo, async () => [demoRoute(getMe, me)]);
    await demo.client.call(getMe);
    addDemoRoutes(demo, async () => [demoRoute(listPlans, () => ({ items: [] }))]);
    expect(await demo.client.call(listPlans)).toEqual({ items: [] });
  });
});
