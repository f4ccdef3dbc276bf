import { RuleTester } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-empty-as-absence.js';

/**
 * An endpoint that the vendor's own API description (src/vocabulary/generated/operations.json) or a hand row
 * documents as answering whole is a complete source: emptiness in its answer is absence. A paginated one is not.
 */
const ruleTester = new RuleTester();

ruleTester.run('no-empty-as-absence (generated operations)', rule, {
  valid: [
    // GitHub documents a repository's autolinks as one unpaginated list
    `export async function prune(owner, repo, token) {
      const res = await fetch(\`https://api.github.com/repos/\${owner}/\${repo}/autolinks\`, { headers: { authorization: token } });
      const links = await res.json();
      if (links.length === 0) await deleteLinkConfig(owner, repo);
    }`,
    // EC2 DescribeRegions answers every region at once (the EC2 model has no NextToken on it)
    `import { EC2Client, DescribeRegionsCommand } from '@aws-sdk/client-ec2';
    export async function retire(client: EC2Client, region: string) {
      const { Regions = [] } = await client.send(new DescribeRegionsCommand({}));
      if (!Regions.some((r) => r.RegionName === region)) await deleteRegionStack(region);
    }`,
  ],
  invalid: [
    {
      // a repository's webhooks come in pages (per_page, Link): one page's emptiness proves nothing
      code: `export async function prune(owner, repo, token) {
        const res = await fetch(\`https://api.github.com/repos/\${owner}/\${repo}/hooks\`, { headers: { authorization: token } });
        const hooks = await res.json();
        if (hooks.length === 0) await deleteHookConfig(owner, repo);
      }`,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 13 }],
    },
    {
      // the same command name from another service's client (Directory Service pages DescribeRegions)
      code: `import { DirectoryServiceClient, DescribeRegionsCommand } from '@aws-sdk/client-directory-service';
      export async function retire(client: DirectoryServiceClient, region: string) {
        const { RegionsDescription = [] } = await client.send(new DescribeRegionsCommand({ DirectoryId: 'd-1' }));
        if (!RegionsDescription.some((r) => r.RegionName === region)) await deleteRegionStack(region);
      }`,
      errors: [{ messageId: 'emptyAsAbsence', line: 4, column: 13 }],
    },
  ],
});
