import { describe, expect, it } from 'vitest';
import { freeImageName } from './free-image-name';

const takenAmong = (names: string[]) => (name: string) => Promise.resolve(names.includes(name));

describe('freeImageName', () => {
  it('numbers a taken name from 2, keeping the extension', async () => {
    expect(await freeImageName('robot.jpg', takenAmong(['robot.jpg']))).toBe('robot-2.jpg');
    expect(await freeImageName('robot.jpg', takenAmong(['robot.jpg', 'robot-2.jpg']))).toBe('robot-3.jpg');
  });

  it('counts on from a number the name already has, and keeps its folder', async () => {
    expect(await freeImageName('robot-2.jpg', takenAmong(['robot-2.jpg']))).toBe('robot-3.jpg');
    expect(await freeImageName('uploads/line.png', takenAmong(['uploads/line.png']))).toBe('uploads/line-2.png');
  });

  it('names a file without an extension too', async () => {
    expect(await freeImageName('logo', takenAmong(['logo']))).toBe('logo-2');
  });
});
