import type { TokenPieces } from '../../engine';
import { loadTokenizer, tokenPieces } from '../../engine';

export const tokensApi = {
  /**
   * The token view's pieces of any text (a menu, a declaration): its first `limit` tokens with
   * their text and ids, and how many are left. Loads the tokenizer if it is not loaded yet: the
   * view is shown on demand, so only a visitor who asks for it pays for the download.
   */
  async tokenPieces(text: string, limit?: number): Promise<TokenPieces> {
    return tokenPieces(text, await loadTokenizer(), limit);
  },
};
