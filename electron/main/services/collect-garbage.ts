/**
 * A full garbage collection of the calling thread, now (V8's `gc`, reached without starting Node
 * with --expose-gc). Only for the moments a large import lets go of its file: an idle thread would
 * otherwise keep hundreds of MB of it until V8 next felt the need.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
export const collectGarbage = runInNewContext('gc') as () => void;
