import { palette, type IsoScene } from './iso-scene.ts';
import {
  agv,
  conveyor,
  conveyorRun,
  palletStack,
  person,
  rack,
  robotArm,
  scannerArch,
  screen,
  tank,
  truck,
} from './machines.ts';

/** The pictures of single products and layouts on the product and solution pages, back to front. */
type Scene = (s: IsoScene) => void;

const tote = (s: IsoScene, x: number, y: number, z: number) => s.box(x, y, z, 0.8, 0.6, 0.35, palette.blue);

/** A lift tower: two masts, a carriage at `carriageZ`, with what it carries. */
function liftTower(s: IsoScene, x: number, y: number, height: number, carriageZ: number, load: 'tote' | 'pallet') {
  s.box(x, y, 0, 0.2, 0.2, height, palette.steel);
  s.box(x + 1.4, y, 0, 0.2, 0.2, height, palette.steel);
  s.box(x, y, height, 1.6, 0.2, 0.15, palette.steel);
  s.box(x + 0.1, y + 0.2, carriageZ, 1.4, 1.2, 0.1, palette.orange);
  if (load === 'tote') tote(s, x + 0.4, y + 0.5, carriageZ + 0.1);
  else palletStack(s, x + 0.2, y + 0.3, 1, 1, 1, carriageZ + 0.1);
}

export const itemScenes = {
  cloudDashboard: (s) => {
    s.floor(0, 0, 7, 5);
    screen(s, 0.6, 0.6, 2.6, 1.6, 'map');
    s.dot([5, 0.6, 3.2], 16, '#ffffff');
    s.dot([5.6, 0.6, 3.3], 20, '#ffffff');
    s.dot([6.1, 0.6, 3.1], 14, '#ffffff');
    s.line(
      [
        [5.4, 1, 2.6],
        [5.4, 1, 1.4],
      ],
      palette.orange.left,
      2,
    );
    s.box(4.8, 1, 0, 1.2, 1, 1.2, palette.light);
    s.box(3.4, 3, 0, 1, 0.8, 0.9, palette.steel);
  },
  beltRoller: (s) => {
    s.floor(0, 0, 8, 5);
    conveyor(s, 0.4, 0.6, 6.8, { belt: palette.steel });
    conveyor(s, 0.4, 2.6, 6.8);
    for (const x of [1, 3, 5]) s.carton(x, 0.8, 1.06, 0.7, 0.7, 0.5);
    for (const x of [2, 4.2]) s.carton(x, 2.8, 1.06, 0.7, 0.7, 0.5);
  },
  continuousLift: (s) => {
    s.floor(0, 0, 6, 5);
    conveyor(s, 0.2, 1.2, 2, { z: 0.9 });
    s.boxWithFace(
      [2.4, 0.8, 0],
      [1.6, 2, 3.6],
      palette.light,
      `<rect x=".15" y=".05" width=".7" height=".9" fill="#0b4f8a"/><path d="M.25 .2H.75M.25 .4H.75M.25 .6H.75M.25 .8H.75" stroke="#f7803d" stroke-width=".06"/>`,
    );
    conveyor(s, 4.2, 1.2, 1.6, { z: 2.9 });
    tote(s, 0.6, 1.4, 0.96);
    tote(s, 4.6, 1.4, 2.96);
  },
  crossTransfer: (s) => {
    s.floor(0, 0, 7, 6);
    conveyor(s, 2.4, 0.3, 2, { along: 'y' });
    conveyor(s, 0.3, 2.4, 6.4);
    s.box(2.4, 2.4, 1.06, 1.2, 1.2, 0.06, palette.orange);
    s.carton(2.6, 2.6, 1.12, 0.8, 0.8, 0.5);
    s.carton(4.6, 2.6, 1.06, 0.7, 0.7, 0.5);
    conveyor(s, 2.4, 3.7, 2, { along: 'y' });
  },
  depalletizing: (s) => {
    s.floor(0, 0, 8, 6);
    palletStack(s, 0.4, 0.6, 2, 2, 3);
    robotArm(s, 3.8, 3.6, [1.4, 1.4, 2.6], palette.blue);
    conveyorRun(s, 4.4, 0.6, 3.2, [5]);
  },
  dimensioning: (s) => {
    s.floor(0, 0, 8, 5);
    conveyor(s, 0.3, 1.6, 7.2);
    scannerArch(s, 3.4, 1.6);
    s.box(3.2, 1.4, 0.8, 0.6, 1.6, 0.2, palette.blue);
    s.carton(1.2, 1.8, 1.06, 0.9, 0.8, 0.6);
    s.carton(5.4, 1.8, 1.06, 0.6, 0.7, 0.4);
    screen(s, 5, 3.4, 1.4, 0.9, 'bars');
  },
  energyMeter: (s) => {
    s.floor(0, 0, 7, 5);
    s.boxWithFace(
      [0.6, 0.6, 0],
      [1.8, 0.8, 2.4],
      palette.light,
      `<rect x=".1" y=".08" width=".35" height=".2" fill="#0b4f8a"/><rect x=".55" y=".08" width=".35" height=".2" fill="#0b4f8a"/><path d="M.2 .45H.8M.2 .55H.8M.2 .65H.8" stroke="#2f7cc4" stroke-width=".04"/>`,
    );
    s.limb(
      [
        [2.4, 1, 1.8],
        [3.6, 1, 1.8],
        [3.6, 1, 0.4],
      ],
      palette.orange,
      5,
    );
    s.box(3.2, 2.2, 0, 1.4, 1, 0.9, palette.blue);
    screen(s, 4.8, 0.6, 1.6, 1, 'trend');
  },
  expandable: (s) => {
    s.floor(0, 0, 8, 5);
    for (let i = 0; i < 6; i++) {
      const x = 0.4 + i * 1.1;
      const y = 1.2 + (i % 2) * 0.5;
      s.box(x + 0.4, y + 0.4, 0, 0.12, 0.12, 0.8, palette.steel);
      s.box(x, y, 0.8, 1.2, 1, 0.14, palette.light);
      for (let r = 0.2; r < 1.2; r += 0.25)
        s.line(
          [
            [x + r, y + 0.1, 0.94],
            [x + r, y + 0.9, 0.94],
          ],
          palette.blue.top,
          0.8,
        );
    }
    s.carton(1.9, 1.9, 0.94, 0.7, 0.6, 0.5);
    s.carton(4.2, 1.4, 0.94, 0.7, 0.6, 0.5);
  },
  iiotOverview: (s) => {
    s.floor(0, 0, 8, 6);
    robotArm(s, 1.2, 1.2, [2.4, 2.2, 1]);
    conveyor(s, 0.4, 3.2, 4.2);
    tank(s, 6, 1.2, 0.6, 1.8);
    screen(s, 5, 3.4, 2, 1.2, 'map');
    s.line(
      [
        [2.4, 1.2, 2.6],
        [6, 1.2, 2.4],
      ],
      palette.orange.top,
      1.5,
    );
  },
  inlineModule: (s) => {
    s.floor(0, 0, 7, 5);
    rack(s, 0.4, 0.4, 3, 3, (b, l) => (b === 1 && l === 2 ? undefined : 'tote'), { levelHeight: 0.75 });
    conveyor(s, 0.4, 2.4, 5.6);
    tote(s, 4.4, 2.7, 1.06);
  },
  inclinedConveyor: (s) => {
    s.floor(0, 0, 9, 5);
    s.box(0.4, 1.5, 0, 0.2, 0.2, 0.8, palette.steel);
    s.box(5.6, 1.5, 0, 0.2, 0.2, 1.9, palette.steel);
    s.polygon(
      [
        [0.2, 1.2, 0.8],
        [6, 1.2, 2],
        [6, 2.4, 2],
        [0.2, 2.4, 0.8],
      ],
      palette.light.top,
    );
    s.polygon(
      [
        [0.2, 2.4, 0.8],
        [6, 2.4, 2],
        [6, 2.4, 1.75],
        [0.2, 2.4, 0.55],
      ],
      palette.steel.left,
    );
    s.carton(1.3, 1.4, 1.02, 0.7, 0.8, 0.5);
    s.carton(3.3, 1.4, 1.43, 0.7, 0.8, 0.5);
    truck(s, 6.4, 0.9, 2.2, 0);
  },
  oem: (s) => {
    s.floor(0, 0, 7, 5);
    s.boxWithFace(
      [0.6, 0.8, 0],
      [2.4, 1.4, 1.4],
      palette.light,
      `<rect x=".08" y=".15" width=".5" height=".5" fill="#0b4f8a"/><circle cx=".33" cy=".4" r=".15" fill="none" stroke="#f7803d" stroke-width=".04"/><rect x=".68" y=".15" width=".22" height=".7" fill="#2f7cc4"/>`,
    );
    s.cylinder(1.8, 1.5, 1.4, 0.4, 0.5, palette.steel);
    s.line(
      [
        [3, 1.5, 1.2],
        [4.6, 1.5, 1.2],
      ],
      palette.orange.left,
      2,
    );
    screen(s, 4.4, 1, 1.8, 1.1, 'trend');
  },
  packagingCell: (s) => {
    s.floor(0, 0, 8, 6);
    conveyor(s, 0.3, 0.6, 3.6);
    for (const x of [0.8, 1.7]) s.box(x, 0.9, 1.06, 0.5, 0.5, 0.6, palette.light);
    robotArm(s, 5, 1.2, [4, 3, 1.4]);
    conveyor(s, 2.2, 3, 5, { belt: palette.steel });
    s.carton(3.4, 3.2, 1.06, 0.9, 0.8, 0.6);
    s.carton(5.6, 3.2, 1.06, 0.9, 0.8, 0.6);
  },
  stackerDestacker: (s) => {
    s.floor(0, 0, 8, 5);
    conveyor(s, 0.3, 1.4, 7.2, { belt: palette.steel, z: 0.5 });
    s.box(2.8, 0.9, 0, 0.2, 0.2, 3, palette.steel);
    s.box(2.8, 2.7, 0, 0.2, 0.2, 3, palette.steel);
    s.box(2.8, 0.9, 3, 2, 2, 0.2, palette.orange);
    s.box(5, 0.9, 0, 0.2, 0.2, 3, palette.steel);
    s.box(5, 2.7, 0, 0.2, 0.2, 3, palette.steel);
    for (let i = 0; i < 5; i++) s.box(3.2, 1.3, 0.56 + i * 0.2, 1.6, 1.2, 0.12, palette.carton);
    s.box(0.8, 1.5, 0.56, 1.4, 1, 0.12, palette.carton);
    s.box(5.8, 1.5, 0.56, 1.4, 1, 0.12, palette.carton);
  },
  palletizingCell: (s) => {
    s.floor(0, 0, 8, 6);
    for (let i = 0; i <= 4; i++) s.box(0.3 + i * 1.8, 0.3, 0, 0.1, 0.1, 1.6, palette.steel);
    s.box(0.3, 0.3, 0.4, 7.3, 0.05, 1.1, { top: '#cfe1f3', left: '#cfe1f355', right: '#cfe1f355' });
    conveyorRun(s, 0.4, 1.2, 3.4, [1]);
    robotArm(s, 5.4, 2.2, [3.2, 3.6, 1.8]);
    palletStack(s, 2.2, 3.4, 2, 2, 2);
  },
  energyMonitor: (s) => {
    s.floor(0, 0, 7, 5);
    for (let i = 0; i < 3; i++) {
      s.box(0.5 + i * 1.3, 0.6, 0, 1, 0.8, 2, palette.steel);
      s.onLeftFace(
        0.5 + i * 1.3,
        1.4,
        0,
        1,
        2,
        `<rect x=".2" y=".1" width=".6" height=".25" fill="#74a9dc"/><circle cx=".5" cy=".6" r=".12" fill="#f7803d"/>`,
      );
    }
    screen(s, 4.6, 2.4, 1.8, 1.1, 'bars');
    person(s, 2.2, 3.2);
  },
  pickPlace: (s) => {
    s.floor(0, 0, 8, 5);
    for (const [x, y] of [
      [1.6, 0.6],
      [5.6, 0.6],
      [1.6, 3.6],
      [5.6, 3.6],
    ] as const)
      s.box(x, y, 0, 0.15, 0.15, 3, palette.steel);
    s.box(1.6, 0.6, 3, 4.15, 3.15, 0.15, palette.light);
    s.limb(
      [
        [3.3, 1.7, 3],
        [3.6, 2.1, 1.9],
        [3.7, 2.2, 1.3],
      ],
      palette.orange,
      5,
    );
    s.limb(
      [
        [4.3, 2.5, 3],
        [3.9, 2.4, 1.9],
        [3.7, 2.2, 1.3],
      ],
      palette.orange,
      5,
    );
    conveyor(s, 0.3, 1.6, 7.2, { z: 0.9 });
    for (const x of [1, 2.2, 4.6, 5.8]) s.box(x, 1.9, 0.96, 0.5, 0.5, 0.2, palette.orange);
  },
  rollerChain: (s) => {
    s.floor(0, 0, 8, 5);
    conveyor(s, 0.3, 1, 7.2, { width: 1.8, z: 0.7, belt: palette.steel });
    palletStack(s, 1, 1.2, 2, 2, 2, 0.76);
    palletStack(s, 4.6, 1.2, 2, 2, 1, 0.76);
  },
  spiral: (s) => {
    s.floor(0, 0, 6, 5);
    s.cylinder(3, 2.4, 0, 0.3, 4, palette.steel);
    // The turns of the helix, far enough apart for the column and the carton on a turn to show.
    for (let i = 0; i < 4; i++) {
      s.cylinder(3, 2.4, 0.5 + i * 1.05, 0.85, 0.12, i % 2 ? palette.light : palette.blue);
      if (i === 1) s.carton(2.6, 2.9, 1.67, 0.5, 0.5, 0.35);
    }
    conveyor(s, 0.2, 3.6, 1.6, { z: 0.5 });
    conveyor(s, 4.4, 0.4, 1.4, { z: 3.4 });
    s.carton(4.6, 0.6, 3.46, 0.6, 0.6, 0.4);
  },
  syncmate: (s) => {
    s.floor(0, 0, 7, 5);
    screen(s, 0.6, 0.6, 2, 1.3, 'map');
    agv(s, 3.6, 0.8, false);
    agv(s, 4.6, 2.6);
    s.line(
      [
        [3.2, 1.8, 2.2],
        [4.2, 1.2, 1.2],
      ],
      palette.orange.top,
      1.5,
    );
    s.line(
      [
        [3.2, 1.8, 2.2],
        [5.2, 3, 1.4],
      ],
      palette.orange.top,
      1.5,
    );
  },
  telescopic: (s) => {
    s.floor(0, 0, 9, 5);
    s.box(0.3, 1.2, 0, 2.4, 1.4, 1.1, palette.steel);
    s.box(2.7, 1.3, 0.55, 1.6, 1.2, 0.45, palette.blue);
    s.box(4.3, 1.4, 0.6, 1.6, 1, 0.35, palette.light);
    s.box(0.3, 1.2, 1.1, 2.4, 1.4, 0.06, palette.light);
    s.carton(1, 1.5, 1.16, 0.7, 0.8, 0.5);
    s.carton(4.8, 1.5, 0.95, 0.7, 0.8, 0.5);
    truck(s, 6.2, 0.9, 2.4, 0);
  },
  turnTable: (s) => {
    s.floor(0, 0, 7, 6);
    conveyor(s, 0.2, 2.2, 2);
    s.cylinder(3.4, 2.8, 0, 1.1, 0.95, palette.steel);
    s.cylinder(3.4, 2.8, 0.95, 1.1, 0.06, palette.light);
    s.line(
      [
        [3.4, 2, 1.02],
        [3.4, 3.6, 1.02],
      ],
      palette.orange.left,
      2,
    );
    s.carton(3, 2.4, 1.02, 0.8, 0.8, 0.5);
    conveyor(s, 2.8, 4.2, 1.6, { along: 'y' });
  },
  verticalLiftTote: (s) => {
    s.floor(0, 0, 6, 5);
    liftTower(s, 1.6, 0.6, 3.8, 2.2, 'tote');
    conveyor(s, 0.2, 2.2, 1.4, { z: 0.9 });
    conveyor(s, 3.4, 0.8, 1.8, { z: 2.2 });
  },
  verticalLiftPallet: (s) => {
    s.floor(0, 0, 7, 5);
    liftTower(s, 2.4, 0.6, 4, 1.6, 'pallet');
    conveyor(s, 0.2, 2, 2, { z: 0.5, width: 1.5, belt: palette.steel });
    conveyor(s, 4.2, 0.8, 2.2, { z: 1.6, width: 1.5, belt: palette.steel });
  },
  centralized: (s) => {
    s.floor(0, 0, 9, 7);
    conveyor(s, 0.3, 0.6, 4, { along: 'y' });
    conveyor(s, 2, 0.3, 4);
    conveyor(s, 7.4, 0.6, 4, { along: 'y' });
    robotArm(s, 4.4, 3.2, [3.2, 4.6, 1.6]);
    palletStack(s, 2.2, 4.8, 1, 1, 2);
    palletStack(s, 5.2, 4.8, 1, 1, 1);
  },
  decentralized: (s) => {
    s.floor(0, 0, 10, 6);
    for (const x of [0.4, 5.4]) {
      conveyor(s, x, 0.4, 3, { along: 'y' });
      robotArm(s, x + 2.6, 1.6, [x + 1.6, 3.2, 1.6]);
      palletStack(s, x + 1, 3.6, 1, 1, 2);
    }
  },
} satisfies Record<string, Scene>;
