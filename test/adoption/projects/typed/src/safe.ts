import { parseListing, requireComplete, type Complete } from 'completeness';
import type { Doc } from './docs.js';

export async function allDocs(res: Response): Promise<Complete<Doc>> {
  return requireComplete(parseListing<Doc>(await res.json()));
}
