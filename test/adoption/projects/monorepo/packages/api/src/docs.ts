import type { Complete } from 'completeness';

export interface Doc {
  readonly id: string;
}

// A cast that manufactures the Complete brand: only the type-aware rules can see it.
export async function searchDocs(res: Response): Promise<Complete<Doc>> {
  return (await res.json()) as Complete<Doc>;
}
