import { palette, type IsoScene } from './iso-scene.ts';
import {
  agv,
  building,
  conveyor,
  conveyorRun,
  desk,
  drums,
  palletStack,
  person,
  rack,
  robotArm,
  scannerArch,
  screen,
  sheet,
  tank,
  truck,
} from './machines.ts';

/** Scenes: what each picture shows, drawn from back to front. Each is used by one picture (and its phone framing). */
type Scene = (s: IsoScene) => void;

const every = (n: number) => (bay: number, level: number) =>
  (bay * 3 + level * 2) % n === 0 ? undefined : ('carton' as const);

export const scenes = {
  plantOverview: (s) => {
    s.floor(0, 0, 9, 7);
    building(s, 0.3, 0.3, 3, 2.2, 2.2);
    rack(s, 4.2, 0.4, 3, 3, every(4));
    conveyorRun(s, 1, 4.2, 5, [1.6, 3.4]);
    robotArm(s, 7, 4.6, [5.8, 4.8, 1.3]);
    person(s, 6.8, 6.2);
  },
  blogDesk: (s) => {
    s.floor(0, 0, 7, 5);
    screen(s, 4.2, 0.6, 2, 1.3, 'bars');
    desk(s, 0.8, 1.2, 2.4, 1.1);
    sheet(s, 3.8, 2.6, 0, 1.2, 1.6);
    sheet(s, 4.3, 3.1, 0.05, 1.2, 1.6);
    person(s, 1.6, 3);
  },
  careersTeam: (s) => {
    s.floor(0, 0, 8, 6);
    robotArm(s, 5.6, 1.6, [4.4, 2.2, 1.1]);
    conveyor(s, 3.2, 2.6, 3, { along: 'y' });
    person(s, 1.2, 2.4, palette.orange);
    person(s, 2.2, 3.6);
    person(s, 6.2, 4.4, palette.steel);
  },
  terms: (s) => {
    s.floor(0, 0, 6, 5);
    sheet(s, 0.8, 0.6, 0, 1.6, 2.1);
    sheet(s, 1.1, 0.9, 0.05, 1.6, 2.1);
    sheet(s, 1.4, 1.2, 0.1, 1.6, 2.1);
    s.box(3.6, 1.2, 0, 1.2, 0.9, 1.1, palette.orange);
    s.limb(
      [
        [3.9, 1.65, 1.1],
        [3.9, 1.65, 1.6],
        [4.5, 1.65, 1.6],
        [4.5, 1.65, 1.1],
      ],
      palette.steel,
      6,
    );
    person(s, 4, 3.2);
  },
  contactOffice: (s) => {
    s.floor(0, 0, 8, 6);
    building(s, 0.5, 0.4, 3.6, 2.4, 2.6);
    s.cylinder(6, 1.6, 0, 0.08, 1.6, palette.steel);
    s.dot([6, 1.6, 2.1], 13, palette.orange.top);
    s.dot([6, 1.6, 2.1], 5, '#ffffff');
    screen(s, 4.8, 3.2, 1.4, 1, 'map');
    person(s, 2.2, 4.2);
    person(s, 3, 4.6, palette.orange, false);
  },
  openings: (s) => {
    s.floor(0, 0, 8, 6);
    screen(s, 0.8, 0.5, 2, 1.3, 'trend');
    desk(s, 3.4, 0.8, 2.2, 1);
    robotArm(s, 6.6, 3, [5.6, 3.6, 1.1]);
    person(s, 1.4, 3);
    person(s, 3.8, 3.2, palette.orange, false);
  },
  customerPlants: (s) => {
    s.floor(0, 0, 10, 6);
    building(s, 0.3, 0.3, 2.4, 1.8, 2.8, palette.light);
    building(s, 3.4, 0.3, 2, 1.8, 1.8, palette.blue);
    building(s, 6.2, 0.3, 3, 1.8, 2.2, palette.light);
    truck(s, 2.4, 3.4, 4, 3);
  },
  industriesMix: (s) => {
    s.floor(0, 0, 9, 6);
    tank(s, 1.2, 1.2, 0.8, 2.6);
    tank(s, 3, 1, 0.7, 2);
    building(s, 4.8, 0.3, 3.6, 1.8, 2);
    drums(s, 0.8, 3.4, 4);
    conveyor(s, 3.2, 3.6, 5);
    s.cylinder(4.4, 4.2, 1.06, 0.3, 0.7, palette.blue);
    s.cylinder(5.4, 4.2, 1.06, 0.3, 0.7, palette.blue);
    s.cylinder(6.4, 4.2, 1.06, 0.3, 0.7, palette.blue);
  },
  privacy: (s) => {
    s.floor(0, 0, 7, 5);
    screen(s, 0.6, 0.6, 2.2, 1.5, 'bars');
    s.boxWithFace(
      [3.8, 0.8, 0],
      [1.6, 1.2, 1.8],
      palette.steel,
      `<rect x=".1" y=".1" width=".8" height=".8" fill="#0b4f8a"/><circle cx=".5" cy=".45" r=".14" fill="#f7803d"/><rect x=".46" y=".5" width=".08" height=".25" fill="#f7803d"/>`,
    );
    sheet(s, 1, 2.8, 0, 1.4, 1.6);
    person(s, 5, 3.2);
  },
  productRange: (s) => {
    s.floor(0, 0, 10, 7);
    rack(s, 0.4, 0.4, 3, 3, every(5));
    screen(s, 5, 0.6, 1.8, 1.2, 'trend');
    robotArm(s, 8.2, 2.2, [7.2, 3.6, 1.3]);
    conveyorRun(s, 1.2, 3.4, 7, [2, 4.2]);
    agv(s, 2, 5.4);
  },
  conveyingAccessories: (s) => {
    s.floor(0, 0, 9, 6);
    conveyor(s, 0.4, 1.2, 3.2);
    s.cylinder(5, 1.8, 0, 0.9, 0.95, palette.steel);
    s.cylinder(5, 1.8, 0.95, 0.9, 0.06, palette.light);
    s.carton(4.6, 1.5, 1.01, 0.8, 0.6, 0.5);
    conveyor(s, 4.4, 3, 2.6, { along: 'y' });
    conveyor(s, 6.2, 1.2, 2.6);
  },
  iiotPlant: (s) => {
    s.floor(0, 0, 9, 6);
    tank(s, 1, 1, 0.7, 2.2);
    screen(s, 2.6, 0.4, 2.2, 1.4, 'trend');
    screen(s, 5.4, 0.4, 2.2, 1.4, 'bars');
    conveyorRun(s, 1.4, 3.4, 6.4, [2.4, 5.6]);
    person(s, 7.8, 5.2);
  },
  materialStore: (s) => {
    s.floor(0, 0, 10, 7);
    rack(s, 0.4, 0.4, 4, 4, every(3), { levelHeight: 0.85 });
    rack(s, 0.4, 2.6, 4, 4, every(4), { levelHeight: 0.85 });
    agv(s, 6.8, 2.2);
    agv(s, 5.6, 5);
    person(s, 8.4, 5.2);
  },
  conveyorNetwork: (s) => {
    s.floor(0, 0, 9, 7);
    conveyor(s, 0.4, 0.8, 6);
    conveyor(s, 6.6, 0.8, 5, { along: 'y' });
    conveyor(s, 1.6, 4.6, 5);
    for (const x of [1, 2.6, 4.2]) s.carton(x, 1, 1.06, 0.7, 0.7, 0.5);
    s.box(6.85, 3, 1.06, 0.7, 0.7, 0.35, palette.blue);
    s.carton(2.8, 4.8, 1.06, 0.7, 0.7, 0.5);
  },
  twinRobots: (s) => {
    s.floor(0, 0, 9, 6);
    robotArm(s, 1.4, 1.2, [3, 2.6, 1.3]);
    robotArm(s, 7.2, 1.4, [5.6, 2.6, 1.3], palette.blue);
    conveyorRun(s, 1.6, 2.4, 5.6, [3.9]);
    palletStack(s, 3.4, 4.4, 2, 1, 2);
  },
  softwareSuite: (s) => {
    s.floor(0, 0, 8, 6);
    screen(s, 0.5, 0.4, 2.2, 1.4, 'map');
    screen(s, 3, 0.4, 2.2, 1.4, 'trend');
    screen(s, 5.5, 0.4, 2.2, 1.4, 'bars');
    desk(s, 2.4, 2.6, 2.6, 1.1);
    person(s, 3.4, 4.4);
  },
  truckDock: (s) => {
    s.floor(0, 0, 10, 6);
    conveyor(s, 0.3, 1.6, 3.6, { z: 1.1 });
    s.carton(0.8, 1.8, 1.16, 0.8, 0.8, 0.55);
    s.carton(2.2, 1.8, 1.16, 0.8, 0.8, 0.55);
    s.box(3.9, 1.6, 0.9, 1.2, 1.2, 0.3, palette.orange);
    truck(s, 5.2, 1.35, 4, 2);
    person(s, 2.6, 3.8);
  },
  inlineStorage: (s) => {
    s.floor(0, 0, 9, 6);
    rack(s, 0.4, 0.3, 4, 4, (b, l) => ((b + l) % 3 === 0 ? undefined : 'tote'), { levelHeight: 0.7 });
    s.box(5.6, 0.3, 0, 0.3, 1, 3.2, palette.steel);
    s.box(5.6, 0.4, 1.9, 0.9, 0.8, 0.15, palette.orange);
    s.box(5.7, 0.45, 2.05, 0.7, 0.7, 0.3, palette.blue);
    conveyor(s, 1, 2.6, 6.4);
    s.box(1.8, 2.8, 1.06, 0.8, 0.8, 0.35, palette.blue);
    s.box(4.2, 2.8, 1.06, 0.8, 0.8, 0.35, palette.blue);
  },
  modularCells: (s) => {
    s.floor(0, 0, 10, 7);
    robotArm(s, 1.4, 1.4, [2.6, 2.8, 1.1]);
    palletStack(s, 0.4, 3.2, 2, 2, 2);
    conveyor(s, 3.4, 0.6, 5.6);
    scannerArch(s, 6, 0.6);
    s.carton(4, 0.8, 1.06, 0.7, 0.7, 0.5);
    truck(s, 4.4, 4, 3.6, 2);
  },
  packagingLine: (s) => {
    s.floor(0, 0, 9, 6);
    conveyor(s, 0.4, 2, 7.6);
    s.boxWithFace(
      [3, 1.6, 0],
      [1.8, 2, 2.2],
      palette.light,
      `<rect x=".1" y=".45" width=".8" height=".3" fill="${palette.ink}"/><rect x=".15" y=".1" width=".25" height=".2" fill="#2f7cc4"/><circle cx=".75" cy=".2" r=".06" fill="#f7803d"/>`,
    );
    s.box(0.8, 2.2, 1.06, 0.7, 0.7, 0.4, palette.light);
    s.carton(5.6, 2.2, 1.06, 0.8, 0.8, 0.6);
    s.carton(6.8, 2.2, 1.06, 0.8, 0.8, 0.6);
    person(s, 5.6, 4.4);
  },
  palletizingCell: (s) => {
    s.floor(0, 0, 8, 6);
    conveyorRun(s, 0.3, 0.8, 4.4, [0.8, 2]);
    robotArm(s, 5.6, 1.4, [4.2, 3.6, 1.6]);
    palletStack(s, 3, 3, 2, 2, 2);
    palletStack(s, 5.8, 3.6, 2, 2, 3);
  },
  traceability: (s) => {
    s.floor(0, 0, 9, 6);
    conveyor(s, 0.3, 2, 8.2);
    scannerArch(s, 3.8, 2);
    for (const x of [1, 2.4, 5.4, 6.8]) s.carton(x, 2.2, 1.06, 0.7, 0.7, 0.5);
    screen(s, 5.4, 0.2, 1.8, 1.1, 'bars');
    person(s, 4.2, 4.4);
  },
  truckLoadingAgv: (s) => {
    s.floor(0, 0, 10, 6);
    palletStack(s, 0.4, 0.6, 1, 1, 2);
    agv(s, 2.6, 1.5);
    agv(s, 2.2, 3.6);
    truck(s, 5, 1.4, 4.2, 2);
  },
  weighingLine: (s) => {
    s.floor(0, 0, 9, 6);
    conveyor(s, 0.3, 2, 3);
    s.box(3.4, 2, 0, 1.6, 1.2, 1, palette.steel);
    s.box(3.4, 2, 1, 1.6, 1.2, 0.08, palette.light);
    s.carton(3.8, 2.2, 1.08, 0.8, 0.8, 0.5);
    s.box(3.8, 3.3, 0.9, 0.8, 0.6, 1.2, palette.orange);
    s.onLeftFace(
      3.8,
      3.9,
      1.3,
      0.8,
      0.6,
      `<rect x=".1" y=".15" width=".8" height=".5" fill="${palette.ink}"/><path d="M.2 .4H.5" stroke="#f7803d" stroke-width=".1"/>`,
    );
    conveyor(s, 5.3, 2, 3.2);
    s.box(6.4, 0.6, 1, 0.6, 1.3, 0.5, palette.steel);
    s.carton(6, 2.2, 1.06, 0.7, 0.7, 0.5);
    s.box(6.3, 3.4, 0, 1.2, 1.2, 0.6, palette.blue);
  },
  heroTailored: (s) => {
    s.floor(0, 0, 10, 7);
    conveyorRun(s, 0.3, 1.2, 5.4, [0.8, 2.1, 3.4]);
    robotArm(s, 7, 1.6, [5.6, 3.8, 1.7]);
    palletStack(s, 4.4, 3.4, 2, 2, 3);
    palletStack(s, 7.4, 4, 2, 2, 1);
    person(s, 2.2, 4.6);
  },
  heroGreen: (s) => {
    s.floor(0, 0, 10, 7);
    building(s, 0.4, 0.3, 4, 2.4, 2);
    for (let i = 0; i < 4; i++)
      s.polygon(
        [
          [0.6 + i * 0.95, 0.5, 2.1],
          [1.4 + i * 0.95, 0.5, 2.1],
          [1.4 + i * 0.95, 2.4, 2.5],
          [0.6 + i * 0.95, 2.4, 2.5],
        ],
        '#2f7cc4',
      );
    for (let r = 0; r < 2; r++)
      for (let i = 0; i < 4; i++) {
        s.box(5.4 + i * 1.1, 0.6 + r * 1.8, 0, 0.1, 0.1, 0.5, palette.steel);
        s.polygon(
          [
            [5 + i * 1.1, 0.4 + r * 1.8, 0.5],
            [5.9 + i * 1.1, 0.4 + r * 1.8, 0.5],
            [5.9 + i * 1.1, 1.5 + r * 1.8, 0.9],
            [5 + i * 1.1, 1.5 + r * 1.8, 0.9],
          ],
          '#1765a8',
        );
      }
    s.boxWithFace(
      [1, 4.4, 0],
      [1.4, 1, 1.2],
      palette.light,
      `<path d="M.55 .15L.35 .55H.55L.45 .85L.7 .4H.5Z" fill="#f7803d"/>`,
    );
    conveyor(s, 3.4, 4.6, 5);
  },
  heroEnergy: (s) => {
    s.floor(0, 0, 10, 7);
    s.cylinder(2, 1.6, 0, 0.2, 4.2, palette.light);
    s.limb(
      [
        [2, 1.6, 4.2],
        [2.9, 1.2, 5.2],
      ],
      palette.light,
      5,
    );
    s.limb(
      [
        [2, 1.6, 4.2],
        [1.3, 2.6, 4.8],
      ],
      palette.light,
      5,
    );
    s.limb(
      [
        [2, 1.6, 4.2],
        [1.9, 1.4, 3],
      ],
      palette.light,
      5,
    );
    s.joint([2, 1.6, 4.2], 6);
    for (let i = 0; i < 3; i++) s.box(4 + i * 1.5, 0.8, 0, 1.1, 1.6, 1.4, palette.blue);
    for (let i = 0; i < 3; i++)
      s.onLeftFace(
        4 + i * 1.5,
        2.4,
        0,
        1.1,
        1.4,
        `<rect x=".3" y=".1" width=".4" height=".8" fill="#0b4f8a"/><rect x=".35" y=".45" width=".3" height=".4" fill="#f7803d"/>`,
      );
    conveyorRun(s, 1.4, 4.2, 6.6, [2, 4, 6]);
  },
  heroData: (s) => {
    s.floor(0, 0, 10, 7);
    screen(s, 0.6, 0.4, 2.6, 1.6, 'trend');
    screen(s, 3.6, 0.4, 2.6, 1.6, 'bars');
    robotArm(s, 8, 1.8, [6.8, 3.2, 1.2]);
    conveyorRun(s, 0.8, 3.2, 7.6, [1.6, 3.4, 5.2]);
    person(s, 2.4, 5.4);
  },
  weAre: (s) => {
    s.floor(0, 0, 8, 6);
    building(s, 0.4, 0.3, 4.2, 2.2, 2.4);
    s.box(0.4, 1.3, 2.48, 4.2, 0.2, 0.5, palette.blue);
    person(s, 2, 3.6);
    person(s, 3, 4, palette.orange);
    person(s, 5.6, 3.4, palette.steel);
    agv(s, 5.8, 1.2);
  },
  weOffer: (s) => {
    s.floor(0, 0, 9, 7);
    rack(s, 0.4, 0.4, 2, 3, every(3));
    screen(s, 3.6, 0.5, 1.8, 1.2, 'trend');
    robotArm(s, 7.2, 1.4, [6, 2.8, 1.2]);
    conveyorRun(s, 1.2, 3.4, 6.4, [4.8]);
    palletStack(s, 1.4, 5, 2, 1, 2);
  },
  service: (s) => {
    s.floor(0, 0, 8, 6);
    robotArm(s, 2, 1.4, [3.4, 1.8, 1.8]);
    s.boxWithFace(
      [4.4, 0.6, 0],
      [1.2, 0.8, 1.4],
      palette.light,
      `<rect x=".15" y=".1" width=".7" height=".35" fill="#0b4f8a"/><circle cx=".3" cy=".65" r=".08" fill="#f7803d"/><circle cx=".55" cy=".65" r=".08" fill="#2f7cc4"/>`,
    );
    person(s, 3.6, 3.2);
    s.box(4.4, 3.6, 0, 0.8, 0.5, 0.4, palette.orange);
    screen(s, 5.6, 3.4, 1.4, 0.9, 'trend');
  },
  history: (s) => {
    s.floor(0, 0, 10, 6);
    building(s, 0.4, 1.4, 1.4, 1.2, 1.1, palette.light);
    building(s, 2.8, 1, 2, 1.6, 1.8, palette.light);
    building(s, 5.8, 0.4, 3, 2.2, 2.8, palette.blue);
    s.line(
      [
        [0.4, 4.2, 0],
        [9, 4.2, 0],
      ],
      palette.orange.left,
      3,
    );
    for (const x of [1.1, 3.8, 7.3]) s.dot([x, 4.2, 0], 6, palette.orange.top);
  },
  experienced: (s) => {
    s.floor(0, 0, 6, 4);
    robotArm(s, 1.2, 1, [2.6, 1.4, 1.2]);
    screen(s, 3.6, 0.5, 1.6, 1, 'trend');
    person(s, 2.6, 2.8, palette.steel);
  },
  students: (s) => {
    s.floor(0, 0, 6, 4);
    desk(s, 1, 0.6, 2.2, 1);
    sheet(s, 3.8, 0.6, 0, 1, 1.3);
    person(s, 1.4, 2.6, palette.blue, false);
    person(s, 2.6, 2.8, palette.orange, false);
  },
  trainee: (s) => {
    s.floor(0, 0, 6, 4);
    conveyorRun(s, 0.4, 0.6, 4.6, [1.4]);
    person(s, 1.8, 2.6);
    person(s, 3.2, 2.6, palette.orange, false);
  },
  workingAt: (s) => {
    s.floor(0, 0, 9, 7);
    desk(s, 0.6, 0.6, 2.4, 1.1);
    screen(s, 3.6, 0.6, 1.8, 1.2, 'bars');
    robotArm(s, 7.2, 1.6, [6, 3, 1.2]);
    person(s, 1.4, 2.8);
    person(s, 3.4, 3.6, palette.orange);
    person(s, 5.4, 4.8, palette.steel, false);
  },
  blogConveying: (s) => {
    s.floor(0, 0, 9, 5);
    conveyor(s, 0.4, 1.2, 8.2);
    for (let i = 0; i < 5; i++) s.cylinder(1.2 + i * 1.5, 1.8, 1.06, 0.45, 0.35, palette.steel);
    person(s, 4, 3.4);
  },
  blogIiot: (s) => {
    s.floor(0, 0, 8, 5);
    s.boxWithFace(
      [0.6, 0.6, 0],
      [1.6, 1, 1.8],
      palette.light,
      `<rect x=".1" y=".1" width=".8" height=".3" fill="#0b4f8a"/><path d="M.2 .55H.8M.2 .65H.8M.2 .75H.8" stroke="#2f7cc4" stroke-width=".04"/>`,
    );
    s.line(
      [
        [2.2, 1.1, 1.6],
        [3.4, 1.1, 1.6],
        [3.4, 1.1, 1.2],
      ],
      palette.orange.left,
      2,
    );
    s.box(3.1, 0.8, 0.6, 0.6, 0.6, 0.6, palette.blue);
    screen(s, 4.6, 0.6, 2, 1.3, 'trend');
    person(s, 3.6, 3);
  },
  blogRobotics: (s) => {
    s.floor(0, 0, 8, 5);
    robotArm(s, 1.6, 1.4, [3.2, 2.8, 1.4]);
    palletStack(s, 2.8, 2.4, 2, 1, 2);
    screen(s, 5.4, 0.8, 1.6, 1, 'bars');
  },
  blogSafety: (s) => {
    s.floor(0, 0, 8, 6);
    robotArm(s, 2.6, 2.2, [3.8, 2.6, 1.2]);
    for (let i = 0; i <= 4; i++) s.box(0.6 + i * 1.1, 4.2, 0, 0.1, 0.1, 1.6, palette.steel);
    s.box(0.6, 4.2, 0.3, 4.5, 0.06, 1.2, { top: '#f7803d', left: '#f7803d55', right: '#f7803d55' });
    s.box(5.6, 4.2, 0, 0.5, 0.3, 1.2, palette.orange);
    person(s, 6.4, 5);
  },
  blogSustainability: (s) => {
    s.floor(0, 0, 8, 5);
    for (let i = 0; i < 3; i++)
      s.polygon(
        [
          [0.5 + i * 1.1, 0.4, 0.5],
          [1.4 + i * 1.1, 0.4, 0.5],
          [1.4 + i * 1.1, 1.6, 0.9],
          [0.5 + i * 1.1, 1.6, 0.9],
        ],
        '#1765a8',
      );
    s.box(4.6, 0.6, 0, 1.2, 1, 1, palette.steel);
    s.cylinder(5.2, 1.1, 1, 0.35, 0.3, palette.orange);
    conveyorRun(s, 1, 3, 5.6, [2]);
  },
  blogWarehousing: (s) => {
    s.floor(0, 0, 9, 5);
    rack(s, 0.4, 0.4, 4, 4, every(4), { levelHeight: 0.8 });
    s.box(6, 0.4, 0, 0.3, 0.3, 3.6, palette.steel);
    s.box(6, 0.4, 1.6, 1, 1, 0.5, palette.orange);
    agv(s, 5.4, 3);
  },
  newsExpo: (s) => {
    s.floor(0, 0, 9, 6);
    s.boxWithFace(
      [0.4, 0.4, 0],
      [3.6, 0.2, 2.4],
      palette.blue,
      `<rect x=".1" y=".1" width=".5" height=".25" fill="#ffffff"/><rect x=".65" y=".1" width=".25" height=".25" fill="#f7803d"/>`,
    );
    robotArm(s, 2.4, 1.8, [3.4, 2.4, 1]);
    screen(s, 5, 0.6, 1.8, 1.2, 'trend');
    person(s, 4.6, 3.4, palette.orange, false);
    person(s, 5.6, 3.8, palette.steel, false);
    person(s, 1.4, 4, palette.blue, false);
  },
  newsPartnership: (s) => {
    s.floor(0, 0, 9, 6);
    building(s, 0.4, 0.4, 2.8, 1.8, 2.2);
    screen(s, 3.8, 0.6, 2, 1.3, 'trend');
    tank(s, 7.2, 1.2, 0.7, 2);
    person(s, 3.4, 3.4);
    person(s, 4.4, 3.6, palette.orange, false);
  },
  newsTyres: (s) => {
    s.floor(0, 0, 9, 6);
    conveyor(s, 0.4, 1, 4.2);
    s.cylinder(1.4, 1.6, 1.06, 0.5, 0.3, palette.steel);
    s.cylinder(2.9, 1.6, 1.06, 0.5, 0.3, palette.steel);
    robotArm(s, 6.4, 1.2, [5, 3.4, 1.6]);
    s.box(4, 3.2, 0, 2, 1.6, 0.2, palette.carton);
    for (const [x, y] of [
      [4.5, 3.6],
      [4.5, 4.4],
      [5.5, 3.6],
      [5.5, 4.4],
    ] as const)
      for (let l = 0; l < 3; l++) s.cylinder(x, y, 0.2 + l * 0.35, 0.45, 0.33, palette.steel);
  },
  agility: (s) => {
    s.floor(0, 0, 7, 4);
    conveyor(s, 0.4, 0.4, 3, { z: 0.8 });
    agv(s, 3.6, 1.8);
    for (const dy of [0.2, 0.5, 0.8])
      s.line(
        [
          [2.2, 1.8 + dy, 0.3],
          [3.3, 1.8 + dy, 0.3],
        ],
        palette.orange.top,
        2,
      );
    s.carton(1.2, 0.6, 0.86, 0.7, 0.7, 0.5);
  },
  innovation: (s) => {
    s.floor(0, 0, 6, 4);
    s.box(0.4, 0.4, 0, 2.4, 1.2, 0.8, palette.light);
    s.carton(0.8, 0.6, 0.8, 0.6, 0.6, 0.4);
    robotArm(s, 2.2, 2.8, [1.8, 1, 1.3], palette.blue);
    screen(s, 3.6, 0.6, 1.6, 1, 'bars');
    s.dot([4.4, 0.7, 2.6], 9, palette.orange.top);
    s.dot([4.4, 0.7, 2.6], 4, '#ffffff');
  },
  respect: (s) => {
    s.floor(0, 0, 6, 4);
    desk(s, 1.8, 0.6, 1.6, 0.9);
    person(s, 1, 2.2, palette.blue, false);
    person(s, 3.6, 2.2, palette.orange);
  },
  people: (s) => {
    s.floor(0, 0, 6, 4);
    person(s, 1, 1, palette.steel);
    person(s, 2.2, 0.8, palette.orange);
    person(s, 3.4, 1, palette.blue, false);
    person(s, 1.6, 2.4, palette.blue);
    person(s, 2.9, 2.4, palette.orange, false);
  },
  customerFirst: (s) => {
    s.floor(0, 0, 7, 4);
    building(s, 0.4, 0.4, 2.4, 1.6, 1.8);
    s.line(
      [
        [3, 1.2, 0.05],
        [4.6, 1.2, 0.05],
        [4.6, 2.6, 0.05],
      ],
      palette.orange.left,
      2.5,
    );
    s.dot([4.6, 1.2, 0.05], 5, palette.orange.top);
    person(s, 4.6, 2.6);
    screen(s, 5.2, 0.6, 1.2, 0.8, 'trend');
  },
  integrity: (s) => {
    s.floor(0, 0, 6, 4);
    sheet(s, 0.6, 0.6, 0, 1.4, 1.8);
    s.boxWithFace(
      [3, 0.8, 0],
      [1.2, 1, 1.3],
      palette.steel,
      `<path d="M.5 .15L.8 .28V.55C.8 .72 .66 .83 .5 .9C.34 .83 .2 .72 .2 .55V.28Z" fill="#f7803d"/><path d="M.36 .52L.47 .63L.66 .4" fill="none" stroke="#ffffff" stroke-width=".06"/>`,
    );
    person(s, 4.6, 2.4, palette.blue, false);
  },
  shareCell: (s) => {
    s.floor(0, 0, 7, 6);
    conveyorRun(s, 0.3, 0.6, 3.4, [0.8, 2]);
    robotArm(s, 5, 1.4, [3.4, 3.4, 1.8]);
    palletStack(s, 2.4, 3, 2, 2, 2);
  },
} satisfies Record<string, Scene>;
