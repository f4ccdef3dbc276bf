import { parseListing, requireComplete, type Complete } from 'completeness';

export interface Page {
  readonly path: string;
}

export async function allPages(res: Response): Promise<Complete<Page>> {
  return requireComplete(parseListing<Page>(await res.json()));
}
