/**
 * Sources whose answer is complete by construction: local reads, and database queries that return every
 * matching row unless the call itself sets a limit. Data only; users extend them through `settings.completeness`.
 */

/** Local reads: a directory listing or a parsed file is not a paginated API. */
export const LOCAL_SOURCES: readonly string[] = [
  'readdir', 'readdirSync', 'readFile', 'readFileSync', 'stat', 'lstat', 'glob', 'globby', 'globSync', 'fg', 'execSync', 'exec',
  'spawnSync', 'getItem', 'parse', 'stringify',
];

/**
 * Modules and handles whose calls read local state (`fs.readdir`, `JSON.parse`, `path.join`, `git.log()` on the local
 * clone, `cacache.get()` on the disk cache, `fileHandle.read()`); `Promise.all` is not one of them.
 */
export const LOCAL_MODULES: readonly string[] = [
  'fs', 'fsp', 'fsPromises', 'path', 'os', 'JSON', 'git', 'simpleGit', 'cacache', 'localStorage', 'sessionStorage',
  // an open file (`const fileHandle = await fs.open(p)`, Node's name for it): `fileHandle.read(…)` reads the disk
  'fileHandle',
];

/** ORM and query-builder calls that return every matching row unless a limit is passed. */
export const DATABASE_QUERIES: readonly string[] = [
  'findMany', 'findAll', 'findAndCountAll', 'findBy', 'select', 'selectFrom', 'query', 'execute', 'all', 'raw', 'where', 'aggregate',
];
/**
 * An ORM's finds, each of which the ORM turns into one SQL `SELECT … LIMIT n OFFSET m` (TypeORM's `find`/`findAndCount`
 * with `take`/`skip`, Sequelize's `findAll`/`findAndCountAll` with `limit`/`offset`, Prisma's `findMany` with
 * `take`/`skip`): n rows until fewer remain. On a database receiver only (`repository.find`, never `items.find`).
 */
export const ORM_FIND_METHODS: readonly string[] = ['find', 'findAndCount', 'findMany', 'findAll', 'findAndCountAll'];
/**
 * The filter key of an ORM's query object: Sequelize's `findAll({ where })`, TypeORM's `find({ where })`, Prisma's
 * `findMany({ where })`. One of these finds sent with it reads the project's own database.
 */
export const ORM_FILTER_KEYS: readonly string[] = ['where'];
/** Options or builder steps that make such a query capped. */
export const DATABASE_LIMITS: readonly string[] = ['take', 'limit', 'first', 'top', 'perDocumentLimit', 'pageSize'];

/** Receivers that are databases or ORMs, not HTTP APIs: `prisma.user.findMany`, `db.select()`, `knex('t')`. */
export const DATABASE_RECEIVERS: readonly string[] = ['prisma', 'db', 'knex', 'drizzle', 'sql', 'pool', 'client.query', 'tx', 'trx', 'repository', 'manager', 'model', 'sequelize', 'mongoose', 'collection'];

/** Requests that address one record, not a collection: `get`, `retrieve`, `getById`. */
export const SINGLE_RECORD_VERBS: readonly string[] = ['get', 'retrieve', 'fetchOne', 'findUnique', 'findFirst', 'findOne', 'findById', 'head', 'show', 'describe', 'read'];
