import { parseConfig, type RuntimeConfigInput } from '@facturo/sdk/config';
import { createMemoryCookieJar, createMemoryStorage } from '@facturo/sdk/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PortalUiTexts } from '../../src/app/portal-ui-texts';
import { createPortalServices } from '../../src/services/portal-services';
import { ServicesContext } from '../../src/services/services-context';

let apis = 0;

/**
 * Renders one piece of the portal (a field, a control) with the portal's services and texts in
 * `locale`, without the router or the pages: for components tested on their own.
 */
export async function renderWithServices(ui: ReactNode, locale: 'es' | 'en' = 'es') {
  // A new API per render: the widgets keep one session per API.
  apis += 1;
  const input: RuntimeConfigInput = {
    apiBaseUrl: `https://api-${apis}.components.facturo.test/api/v1`,
    locale,
  };
  const services = await createPortalServices(parseConfig(input), input, {
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: () => Promise.reject(new Error('no network in a component test')),
  });
  return render(
    <ServicesContext value={services}>
      <PortalUiTexts>{ui}</PortalUiTexts>
    </ServicesContext>,
  );
}
