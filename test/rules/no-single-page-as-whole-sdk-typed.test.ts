import rule from '../../rules/no-single-page-as-whole.js';
import { typedRuleTester } from '../support/typed-rule-tester.js';

/**
 * With type information, a vendor SDK's call matches by the package that declares the receiver or the method, where
 * the receiver's import cannot be traced: a client made by a helper, another module, or a parameter of an SDK type.
 */
const ruleTester = typedRuleTester();

ruleTester.run('no-single-page-as-whole (SDK operations, by declaration)', rule, {
  valid: [
    // the same member path on an object of the project's own type
    `
      interface Store { dataSources: { query(q: { id: string }): Promise<{ results: string[] }> } }
      declare function openStore(): Store;
      export async function rows(id: string) {
        const res = await openStore().dataSources.query({ id });
        return res.results;
      }
    `,
    // the continuation is followed
    `
      import type { Client } from '@notionhq/client';
      declare function notionClient(): Client;
      export async function rows(id: string) {
        const notion = notionClient();
        const out: unknown[] = [];
        let cursor: string | undefined;
        do {
          const res = await notion.dataSources.query({ data_source_id: id, start_cursor: cursor });
          out.push(...res.results);
          cursor = res.has_more ? (res.next_cursor ?? undefined) : undefined;
        } while (cursor);
        return out;
      }
    `,
  ],
  invalid: [
    {
      // the client comes from a helper whose module the syntax cannot follow; its type is Notion's
      code: `
import type { Client } from '@notionhq/client';
declare function notionClient(): Client;
export async function rows(id: string) {
  const res = await notionClient().dataSources.query({ data_source_id: id });
  return res.results;
}
`,
      errors: [{ messageId: 'knownPages', line: 5, column: 21 }],
    },
    {
      // a class member typed by inference from a factory declared elsewhere
      code: `
import type { WebClient } from '@slack/web-api';
declare const clients: { slack: WebClient };
export class Directory {
  private readonly slack = clients.slack;
  async replyTexts(channel: string, ts: string) {
    const res = await this.slack.conversations.replies({ channel, ts });
    return (res.messages ?? []).map((m) => m.text);
  }
}
`,
      errors: [{ messageId: 'knownPages', line: 7, column: 23 }],
    },
  ],
});
