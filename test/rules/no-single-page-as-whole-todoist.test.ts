import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-single-page-as-whole.js';

/**
 * Todoist's SDK, read from its own declarations (`@doist/todoist-api-typescript`): from its major 4 it speaks API v1,
 * whose lists answer `{ results, nextCursor }` (50 a page by default). Its majors up to 3 spoke REST v2 and answered
 * whole arrays under the same method names, so only an answer whose `results` show is taken for a v1 page.
 */
const ruleTester = new RuleTester();

/** A v1 page of `getTasks` searched for one task by its content. */
const searchedPage = `import { TodoistApi } from '@doist/todoist-api-typescript';
const api = new TodoistApi(process.env.TODOIST_TOKEN);
export async function taskNamed(projectId, content) {
  const page = await api.getTasks({ projectId });
  const hit = page.results.find((t) => t.content === content);
  if (!hit) return null;
  return hit.id;
}`;

ruleTester.run('no-single-page-as-whole (Todoist SDK)', rule, {
  valid: [
    // REST v2 (majors up to 3): the answer is the whole array
    `import { TodoistApi } from '@doist/todoist-api-typescript';
    const api = new TodoistApi(process.env.TODOIST_TOKEN);
    export async function projectNames() {
      const projects = await api.getProjects();
      return projects.map((p) => p.name);
    }`,
    // API v1: the cursor is followed to the end
    `import { TodoistApi } from '@doist/todoist-api-typescript';
    const api = new TodoistApi(process.env.TODOIST_TOKEN);
    export async function everyTask(projectId) {
      const out = [];
      let cursor = null;
      do {
        const page = await api.getTasks({ projectId, cursor });
        out.push(...page.results);
        cursor = page.nextCursor;
      } while (cursor);
      return out;
    }`,
    // a method of the same name on a client of another package
    `import { Board } from './board.js';
    const board = new Board();
    export async function cards() {
      const page = await board.getTasks({});
      return page.results;
    }`,
  ],
  invalid: [
    {
      code: searchedPage,
      errors: [
        { messageId: 'knownPages', line: 4, column: 22 },
        { messageId: 'absenceFromPage', line: 6, column: 7 },
      ],
    },
    {
      code: `import { TodoistApi } from '@doist/todoist-api-typescript';
const api = new TodoistApi(process.env.TODOIST_TOKEN);
export async function labels() {
  const { results } = await api.getLabels();
  return results;
}`,
      errors: [
        {
          messageId: 'knownPages',
          line: 4,
          column: 29,
          data: { request: 'api.getLabels', api: '@doist/todoist-api-typescript getLabels', size: 'default page size', field: 'nextCursor' },
        },
      ],
    },
  ],
});
