/**
 * GitHub REST operations that are not paginated although they read like lists: they take no `per_page` and answer
 * everything in one response. Facts from GitHub's REST API description (github/rest-api-description, the OpenAPI
 * document behind https://docs.github.com/en/rest): each is a GET operation without the `per_page` parameter.
 * Data only; read by the `github-rest` row of APIS as its `whole` endpoints.
 */
export const GITHUB_UNPAGED_LIST_METHODS: readonly string[] = [
  'listArtifactDeploymentRecords', 'listArtifactStorageRecords', 'listAutolinks', 'listBranchesForHeadCommit', 'listCodeqlDatabases',
  'listCustomImageVersionsForOrg', 'listCustomImagesForOrg', 'listDockerMigrationConflictingPackagesForAuthenticatedUser',
  'listDockerMigrationConflictingPackagesForOrganization', 'listDockerMigrationConflictingPackagesForUser', 'listIssueTypes',
  'listLabelsForSelfHostedRunnerForOrg', 'listLabelsForSelfHostedRunnerForRepo', 'listLanguages', 'listMatchingRefs', 'listOrgPatternConfigs',
  'listOrgRoles', 'listOrganizationFineGrainedPermissions', 'listRepositoriesForSecretForAuthenticatedUser', 'listRequestedReviewers',
  'listRunnerApplicationsForOrg', 'listRunnerApplicationsForRepo', 'listSecurityManagerTeams',
];

/** The same, as routes (`*` for a path parameter), for `octokit.request('GET /orgs/{org}/issue-types')`. */
export const GITHUB_UNPAGED_ROUTES: readonly string[] = [
  'GET /orgs/*/actions/hosted-runners/images/custom/*/versions', 'GET /orgs/*/actions/hosted-runners/limits',
  'GET /orgs/*/actions/hosted-runners/machine-sizes', 'GET /orgs/*/actions/hosted-runners/platforms', 'GET /orgs/*/actions/permissions',
  'GET /orgs/*/actions/permissions/selected-actions', 'GET /orgs/*/actions/runners/*/labels', 'GET /orgs/*/actions/runners/downloads',
  'GET /orgs/*/artifacts/*/metadata/deployment-records', 'GET /orgs/*/artifacts/*/metadata/storage-records',
  'GET /orgs/*/code-security/configurations/defaults', 'GET /orgs/*/docker/conflicts', 'GET /orgs/*/interaction-limits', 'GET /orgs/*/issue-types',
  'GET /orgs/*/organization-fine-grained-permissions', 'GET /orgs/*/organization-roles', 'GET /orgs/*/secret-scanning/pattern-configurations',
  'GET /orgs/*/settings/immutable-releases', 'GET /repos/*/*/actions/jobs/*/logs', 'GET /repos/*/*/actions/permissions',
  'GET /repos/*/*/actions/permissions/access', 'GET /repos/*/*/actions/permissions/selected-actions', 'GET /repos/*/*/actions/runners/*/labels',
  'GET /repos/*/*/actions/runners/downloads', 'GET /repos/*/*/actions/runs/*/approvals', 'GET /repos/*/*/actions/runs/*/attempts/*/logs',
  'GET /repos/*/*/actions/runs/*/logs', 'GET /repos/*/*/actions/runs/*/pending_deployments', 'GET /repos/*/*/autolinks',
  'GET /repos/*/*/automated-security-fixes', 'GET /repos/*/*/branches/*/protection/enforce_admins',
  'GET /repos/*/*/branches/*/protection/required_pull_request_reviews', 'GET /repos/*/*/branches/*/protection/required_signatures',
  'GET /repos/*/*/branches/*/protection/required_status_checks', 'GET /repos/*/*/branches/*/protection/required_status_checks/contexts',
  'GET /repos/*/*/branches/*/protection/restrictions', 'GET /repos/*/*/branches/*/protection/restrictions/apps',
  'GET /repos/*/*/branches/*/protection/restrictions/teams', 'GET /repos/*/*/branches/*/protection/restrictions/users',
  'GET /repos/*/*/code-scanning/codeql/databases', 'GET /repos/*/*/codeowners/errors', 'GET /repos/*/*/codespaces/machines',
  'GET /repos/*/*/environments/*/deployment_protection_rules', 'GET /repos/*/*/immutable-releases', 'GET /repos/*/*/interaction-limits',
  'GET /repos/*/*/languages', 'GET /repos/*/*/pages', 'GET /repos/*/*/properties/values', 'GET /repos/*/*/pulls/*/requested_reviewers',
  'GET /repos/*/*/stats/contributors', 'GET /repos/*/*/traffic/clones', 'GET /repos/*/*/traffic/popular/paths',
  'GET /repos/*/*/traffic/popular/referrers', 'GET /repos/*/*/traffic/views', 'GET /repos/*/*/vulnerability-alerts', 'GET /users/*/docker/conflicts',
  'GET /users/*/packages/*/*/versions',
  // newer operations, read on docs.github.com/en/rest (no `per_page` parameter listed)
  'GET /orgs/*/issue-fields', 'GET /user/issue-fields', 'GET /orgs/*/copilot-spaces/*/collaborators', 'GET /orgs/*/copilot-spaces/*/resources',
  'GET /orgs/*/teams/*/external-groups', 'GET /orgs/*/teams/*/team-sync/group-mappings', 'GET /repos/*/*/interaction-limits/pulls/bypass-list',
  'GET /orgs/*/security-managers',
];
