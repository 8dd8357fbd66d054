import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileIn } from './staticFiles';

/**
 * The app's files as `toollens open` serves them: regular files whose real path lies inside the
 * folder, and nothing else, whatever links or special files the folder holds.
 */

const dir = mkdtempSync(join(tmpdir(), 'toollens-static-'));
const dist = join(dir, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html>');
writeFileSync(join(dist, 'assets', 'app.js'), '');
const secret = join(dir, 'secret.txt');
writeFileSync(secret, 'not the app');
symlinkSync(secret, join(dist, 'passwd'));
symlinkSync('/etc/passwd', join(dist, 'assets', 'etc-passwd'));
symlinkSync(dir, join(dist, 'up'));
symlinkSync(join(dist, 'assets', 'app.js'), join(dist, 'same.js'));

describe('the files toollens open serves', () => {
  it('serves the app, "/" as index.html', () => {
    expect(fileIn(dist, '/')).toBe(join(dist, 'index.html'));
    expect(fileIn(dist, '/assets/app.js')).toBe(join(dist, 'assets', 'app.js'));
  });

  it('serves no link that leads out of the folder, to a file or through a folder', () => {
    expect(fileIn(dist, '/passwd')).toBeUndefined();
    expect(fileIn(dist, '/assets/etc-passwd')).toBeUndefined();
    expect(fileIn(dist, '/up/secret.txt')).toBeUndefined();
  });

  it('serves a link inside the folder as the file it names', () => {
    expect(fileIn(dist, '/same.js')).toBe(join(dist, 'assets', 'app.js'));
  });

  it('serves no folder and no special file', () => {
    expect(fileIn(dist, '/assets')).toBeUndefined();
    execFileSync('mkfifo', [join(dist, 'pipe')]);
    expect(fileIn(dist, '/pipe')).toBeUndefined();
  });
});
