import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Datadog's monitors list pages only when asked to: without `page` it answers every monitor. Its incidents list
 * always pages (`pageSize`, `pageOffset`).
 */
const ruleTester = new RuleTester();
const DATADOG = `import { client, v1, v2 } from '@datadog/datadog-api-client';\nconst configuration = client.createConfiguration();\n`;

ruleTester.run('no-single-page-as-whole (Datadog)', rule, {
  valid: [
    `${DATADOG}export async function monitorNames(tag) {
      const monitors = await new v1.MonitorsApi(configuration).listMonitors({ tags: tag });
      return monitors.map((m) => m.name);
    }`,
  ],
  invalid: [
    {
      // asked for one page of monitors: a page like any other
      code: `${DATADOG}export async function monitorNames(tag) {
  const monitors = await new v1.MonitorsApi(configuration).listMonitors({ tags: tag, page: 0, pageSize: 100 });
  return monitors.map((m) => m.name);
}`,
      errors: [{ messageId: 'singlePage', line: 4, column: 26 }],
    },
    {
      code: `${DATADOG}export async function incidentTitles() {
  const res = await new v2.IncidentsApi(configuration).listIncidents({ pageSize: 50 });
  return res.data.map((i) => i.attributes.title);
}`,
      errors: [{ messageId: 'singlePage', line: 4, column: 21 }],
    },
  ],
});
