import { describe, expect, it } from 'vitest';
import { shareWhere } from './shareWhere';

const OPEN = { origin: 'http://127.0.0.1:4100', pathname: '/' };

describe('shareWhere', () => {
  it('under toollens open, says the link lives on this machine while the command runs', () => {
    expect(shareWhere(OPEN, { appUrl: '' })).toEqual({
      base: 'http://127.0.0.1:4100/',
      local: true,
      where:
        'Opens in toollens open on this machine (http://127.0.0.1:4100/), and only while the command runs.',
    });
  });

  it('roots the link at the app served elsewhere when its address is given', () => {
    expect(shareWhere(OPEN, { appUrl: 'https://tools.example.com/toollens' })).toEqual({
      base: 'https://tools.example.com/toollens/',
      local: false,
      where:
        'Opens in the app at https://tools.example.com/toollens/, for anyone who can reach it, also after toollens open has ended.',
    });
  });

  it('keeps the local link, and says why, for an address it cannot use', () => {
    const where = shareWhere(OPEN, { appUrl: 'tools.example.com' });
    expect(where.base).toBe('http://127.0.0.1:4100/');
    expect(where.local).toBe(true);
    expect(where.problem).toBe(
      '"tools.example.com" is not a URL (expected https://… where toollens is served)',
    );
  });

  it('elsewhere, names the page’s own address, on this machine only when it is loopback', () => {
    expect(shareWhere({ origin: 'https://host.example', pathname: '/t/' }, undefined)).toEqual({
      base: 'https://host.example/t/',
      local: false,
      where: 'Opens at https://host.example/t/.',
    });
    expect(shareWhere({ origin: 'http://localhost:5173', pathname: '/' }, undefined).where).toBe(
      'Opens at http://localhost:5173/, on this machine only.',
    );
  });
});
