// Typed stand-ins for the services the examples talk to. Nothing here runs; it only gives the
// examples real types, the way an SDK would.

export interface Namespace {
  name: string;
  labels: Record<string, string>;
}
export interface Pod {
  name: string;
  phase: string;
}
export interface Member {
  login: string;
}
export interface Doc {
  id: string;
  title: string;
  url: string;
}
export interface RemoteRecord {
  id: string;
  updatedAt: string;
}

export declare const k8s: {
  listNamespaces(): Promise<{ items: Namespace[] }>;
  listPods(p: { namespace: string; limit?: number; continue?: string }): Promise<{ items: Pod[]; metadata: { continue?: string; resourceVersion?: string } }>;
  deleteNamespace(name: string): Promise<void>;
};

export declare const gh: {
  listMembers(p: { org: string; per_page?: number; page?: number }): Promise<{ data: Member[] }>;
  listOutsideCollaborators(p: { org: string }): Promise<{ data: Member[] }>;
  removeOutsideCollaborator(p: { org: string; username: string }): Promise<void>;
};

export declare const docs: {
  query(p: { q: string; cursor?: string | null }): Promise<{ results: Doc[]; hasMore: boolean; cursor: string | null }>;
};

export declare const crm: {
  listRecords(p: { page: number; pageSize: number }): Promise<{ records: RemoteRecord[]; has_more: boolean }>;
};

export declare const localDb: {
  allIds(): Promise<string[]>;
  deleteRecord(id: string): Promise<void>;
  upsert(r: RemoteRecord): Promise<void>;
};

export declare const log: { info(msg: string): void };
