import { describe, expect, it } from 'vitest';
import { urlHost } from '../../../rules/utils/api/page-request.js';

describe('urlHost', () => {
  it('reads the written host of a URL, a route or a tenant subdomain hole, without its port', () => {
    expect(urlHost('https://api.pagerduty.com/incidents?limit=100')).toBe('api.pagerduty.com');
    expect(urlHost('GET https://API.ClickUp.com:443/api/v2/team/{}/task')).toBe('api.clickup.com');
    expect(urlHost('https://{}.freshdesk.com/api/v2/tickets')).toBe('{}.freshdesk.com');
  });

  it('answers null where no host is written: a path, a base hole, or a host that is all holes', () => {
    expect(urlHost('/incidents')).toBeNull();
    expect(urlHost('{}/api/v2/tickets')).toBeNull();
    expect(urlHost('https://{}/api/v2/tickets')).toBeNull();
    expect(urlHost('https://{}.{}/x')).toBeNull();
    expect(urlHost(null)).toBeNull();
  });
});
