import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Rows that name the hosts serving their API (PagerDuty, Freshdesk, ClickUp, Microsoft Graph): a URL on one of them is
 * that API's, and such a row speaks for no URL off its hosts, since its paths (`/incidents`, `/api/v2/tickets`) say
 * too little alone.
 */
const ruleTester = new RuleTester();

/** A lookup of one open incident by its title over what `url` answers. */
function incidentTitled(url: string) {
  return `export async function openIncident(token, title) {
  const res = await fetch(\`${url}\`, { headers: { Authorization: \`Token token=\${token}\` } });
  const body = await res.json();
  const hit = body.incidents.find((i) => i.title === title);
  if (!hit) return null;
  return hit.id;
}`;
}

ruleTester.run('no-single-page-as-whole (rows bound to their hosts)', rule, {
  valid: [
    // the same path on another host, or on a base the code does not show: not PagerDuty's
    incidentTitled('https://status.example.com/incidents'),
    incidentTitled('${base}/incidents'),
    // PagerDuty: the offset is sent, one step of a walk the caller drives
    incidentTitled('https://api.pagerduty.com/incidents?offset=${offset}'),
    // PagerDuty: \`more\` is read
    `export async function services(token) {
      const res = await fetch('https://api.pagerduty.com/services?limit=100', { headers: { Authorization: token } });
      const body = await res.json();
      if (body.more) throw new Error('more than one page of services');
      return body.services;
    }`,
    // PagerDuty's paths are whole paths after its host: an analytics report about services is no list of services
    `export async function serviceMetrics(token, ids) {
      const options = { method: 'POST', headers: { Authorization: token }, body: JSON.stringify({ filters: { service_ids: ids } }) };
      const res = await fetch('https://api.pagerduty.com/analytics/metrics/incidents/services', options);
      const body = await res.json();
      return body.data;
    }`,
    // ClickUp: the page is numbered, one step of a walk
    `export async function tasksPage(listId, page) {
      const res = await fetch(\`https://api.clickup.com/api/v2/list/\${listId}/task?page=\${page}\`);
      const { tasks, last_page } = await res.json();
      return { tasks, last_page };
    }`,
    // Freshdesk: tickets asked for by the requester's email are a lookup, not a page of every ticket
    `export async function ticketsOf(domain, email) {
      const res = await fetch(\`https://\${domain}.freshdesk.com/api/v2/tickets?email=\${email}\`);
      const tickets = await res.json();
      return tickets.some((t) => t.status === 2);
    }`,
    // Zendesk's \`/api/v2/*\` still speaks for a base the code does not show: only a Freshdesk host is Freshdesk's
    `export async function ticketCount(base) {
      const res = await fetch(\`\${base}/api/v2/tickets\`);
      const body = await res.json();
      return { tickets: body.tickets, next: body.next_page };
    }`,
    // the file writes the hosts of two APIs: a base it does not show is on neither
    `const PD = 'https://api.pagerduty.com';
    const GRAPH = 'https://graph.microsoft.com/v1.0';
    export async function onCall(base, policy) {
      const res = await fetch(\`\${base}/oncalls?escalation_policy_ids[]=\${policy}\`);
      const { oncalls } = await res.json();
      return oncalls.map((o) => o.user);
    }`,
  ],
  invalid: [
    {
      // the base is read from settings whose default is PagerDuty's host, written in the file
      code: `const baseOf = (account) => account.apiBaseUrl ?? 'https://api.pagerduty.com';
export async function onCall(account, policy) {
  const res = await fetch(\`\${baseOf(account)}/oncalls?escalation_policy_ids[]=\${policy}\`);
  const { oncalls } = await res.json();
  return oncalls.map((o) => o.user);
}`,
      errors: [{ messageId: 'ignoredSignal', line: 3, column: 21, data: { request: 'fetch', of: ' of PagerDuty REST API v2', signal: 'more' } }],
    },
    {
      code: `export async function urgent(domain) {
  const res = await fetch(\`https://\${domain}.freshdesk.com/api/v2/search/tickets?query="priority:4"\`);
  const { results } = await res.json();
  return results.map((t) => t.id);
}`,
      errors: [{ messageId: 'ignoredSignal', line: 2, column: 21, data: { request: 'fetch', of: ' of Freshdesk filter search', signal: 'total' } }],
    },
    {
      code: incidentTitled('https://api.pagerduty.com/incidents?statuses[]=triggered'),
      errors: [
        { messageId: 'ignoredSignal', line: 2, column: 21, data: { request: 'fetch', of: ' of PagerDuty REST API v2', signal: 'more' } },
        { messageId: 'absenceFromPage', line: 5, column: 7 },
      ],
    },
    {
      // a tenant's Freshdesk: the host decides it, though Zendesk's row also pages \`/api/v2/*\`
      code: `export async function hasOpenTicket(domain) {
  const res = await fetch(\`https://\${domain}.freshdesk.com/api/v2/tickets\`);
  const tickets = await res.json();
  return tickets.some((t) => t.status === 2);
}`,
      errors: [
        { messageId: 'singlePage', line: 2, column: 21, data: { request: 'fetch', of: ' of Freshdesk API v2', size: '30 by default' } },
        { messageId: 'absenceFromPage', line: 4, column: 18 },
      ],
    },
    {
      code: `export async function openTasks(listId) {
  const res = await fetch(\`https://api.clickup.com/api/v2/list/\${listId}/task\`);
  const { tasks } = await res.json();
  return tasks.filter((t) => t.status.status !== 'closed');
}`,
      errors: [{ messageId: 'ignoredSignal', line: 2, column: 21, data: { request: 'fetch', of: ' of ClickUp API v2', signal: 'last_page' } }],
    },
    {
      // a path's last word (\`/members\`) alone names no vendor: GitLab's row does not speak for a helper's Graph path
      code: `export async function channelMembers(api, team, channel) {
  const res = await api.request(\`/teams/\${team}/channels/\${channel}/members\`);
  return res.value;
}`,
      errors: [{ messageId: 'singlePage', line: 2, column: 21, data: { request: 'api.request', of: '', size: 'default size' } }],
    },
    {
      // through GitLab's own client the same last word is GitLab's
      code: `export async function groupMembers(gitlab, group) {
  const res = await gitlab.request(\`groups/\${group}/members\`);
  return res.body;
}`,
      errors: [{ messageId: 'singlePage', line: 2, column: 21, data: { request: 'gitlab.request', of: ' of GitLab REST', size: '20 by default' } }],
    },
    {
      // a size the URL takes from code is told by its parameter's name
      code: `export async function chats(api, max) {
  const res = await api.request(\`/me/chats?$top=\${max}\`);
  return res.value;
}`,
      errors: [{ messageId: 'singlePage', line: 2, column: 21, data: { request: 'api.request', of: '', size: '`$top`' } }],
    },
  ],
});
