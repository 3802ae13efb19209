import type { IsoScene } from './iso-scene.ts';
import type { Frame } from './frames.ts';
import { itemScenes as i } from './item-scenes.ts';
import { scenes as c } from './scenes.ts';

/** One file in public/images/: where it goes, how it is framed, what it shows (its <title> and the pages' alt text). */
export interface Picture {
  /** Under public/images/. */
  file: string;
  frame: Frame;
  /** Also written as a JPEG beside the SVG (link previews: Facebook, LinkedIn and X show no SVG). */
  jpeg?: boolean;
  /** Width and height when not the frame's own. */
  size?: [number, number];
  /** What the drawing shows, in a sentence: the SVG's <title> and the alt text pages give it. */
  title: string;
  draw: (s: IsoScene) => void;
}

/** A banner and its phone framing: the same drawing, the same words. */
const banner = (file: string, title: string, draw: Picture['draw'], withMobile = true): Picture[] => [
  { file: `${file}.svg`, frame: 'banner', title, draw },
  ...(withMobile ? [{ file: `${file}-mobile.svg`, frame: 'mobile' as const, title, draw }] : []),
];
const card = (file: string, title: string, draw: Picture['draw'], size?: [number, number]): Picture => ({
  file,
  frame: 'card',
  title,
  draw,
  ...(size ? { size } : {}),
});
const wide: [number, number] = [600, 360];
const panel: [number, number] = [360, 180];
const square: [number, number] = [800, 600];

export const pictures: Picture[] = [
  ...banner(
    'banners/about',
    'Isometric drawing of a plant: an office block, a pallet rack, a conveyor carrying cartons and a robot arm, with an engineer',
    c.plantOverview,
  ),
  ...banner(
    'banners/blogs',
    'Isometric drawing of a desk with a laptop, a wall screen with bar charts and printed articles, with a reader',
    c.blogDesk,
  ),
  ...banner(
    'banners/careers',
    'Isometric drawing of three colleagues beside a robot arm and a conveyor',
    c.careersTeam,
  ),
  ...banner(
    'banners/conditions',
    'Isometric drawing of a stack of signed documents and a padlocked case, with a person',
    c.terms,
  ),
  ...banner(
    'banners/contact',
    "Isometric drawing of the company's office with a map pin, a screen showing the map and two visitors",
    c.contactOffice,
  ),
  ...banner(
    'banners/current-openings',
    'Isometric drawing of a workplace: a screen with a trend, a desk, a robot arm and two people',
    c.openings,
  ),
  ...banner(
    'banners/customer',
    "Isometric drawing of three customers' plants and a truck delivering cartons",
    c.customerPlants,
  ),
  ...banner(
    'banners/industries',
    'Isometric drawing of a process plant: storage tanks, drums, a factory hall and a conveyor carrying bottles',
    c.industriesMix,
  ),
  ...banner(
    'banners/policies',
    'Isometric drawing of a data cabinet with a padlock, a screen with charts and a document, with a person',
    c.privacy,
  ),
  ...banner(
    'products/banners/products',
    'Isometric drawing of the product range: a pallet rack, a dashboard, a robot arm, a conveyor and an AGV',
    c.productRange,
    false,
  ),
  ...banner(
    'products/banners/conveying-accessories',
    'Isometric drawing of a turn table joining three conveyors, a carton turning on it',
    c.conveyingAccessories,
    false,
  ),
  ...banner(
    'products/banners/iiot-analytics',
    'Isometric drawing of a connected line: a tank, two dashboards with trends and bars, a conveyor and an operator',
    c.iiotPlant,
    false,
  ),
  ...banner(
    'products/banners/material-management',
    'Isometric drawing of a store: two pallet racks of cartons, two AGVs carrying loads and an operator',
    c.materialStore,
  ),
  ...banner(
    'products/banners/smart-conveying',
    'Isometric drawing of a conveyor network: three belt conveyors in a U carrying cartons and a tote',
    c.conveyorNetwork,
    false,
  ),
  ...banner(
    'products/banners/smart-robotic',
    'Isometric drawing of two robot arms working over a conveyor, with a stacked pallet in front',
    c.twinRobots,
    false,
  ),
  ...banner(
    'products/banners/software-products',
    'Isometric drawing of a control room: three screens with a map, a trend and bars, a desk and an operator',
    c.softwareSuite,
    false,
  ),
  ...banner(
    'products/banners/truck-loading',
    'Isometric drawing of a loading dock: cartons on a raised conveyor going into a truck, with an operator',
    c.truckDock,
    false,
  ),
  ...banner(
    'solutions/banners/inline-storage',
    'Isometric drawing of an in-line store: a rack of totes, a lift beside it and a conveyor carrying totes',
    c.inlineStorage,
  ),
  ...banner(
    'solutions/banners/modular-solutions',
    'Isometric drawing of modules that combine: a robot cell with pallets, a conveyor through a scanner arch and a truck',
    c.modularCells,
  ),
  ...banner(
    'solutions/banners/packaging',
    'Isometric drawing of a packaging line: bottles go into a case packer and come out as sealed cartons',
    c.packagingLine,
    false,
  ),
  ...banner(
    'solutions/banners/palletizing',
    'Isometric drawing of a palletizing cell: cartons on a conveyor, a robot arm and two stacked pallets',
    c.palletizingCell,
  ),
  ...banner(
    'solutions/banners/track-trace',
    'Isometric drawing of a scanner arch reading cartons on a conveyor, with a screen and an operator',
    c.traceability,
  ),
  ...banner(
    'solutions/banners/truck-loading',
    'Isometric drawing of two AGVs carrying cartons from a pallet into a waiting truck',
    c.truckLoadingAgv,
  ),
  ...banner(
    'solutions/banners/weighing-rejection',
    'Isometric drawing of a checkweigher between two conveyors, with a pusher and a reject bin',
    c.weighingLine,
    false,
  ),
  {
    file: 'hero/tailored-solutions.svg',
    frame: 'hero',
    title: 'Isometric drawing of a robot arm stacking cartons from a conveyor onto pallets, with an engineer',
    draw: c.heroTailored,
  },
  {
    file: 'hero/green-energy.svg',
    frame: 'hero',
    title:
      'Isometric drawing of a factory with solar panels on its roof and in a field beside it, a battery store and a conveyor',
    draw: c.heroGreen,
  },
  {
    file: 'hero/sustainable-energy.svg',
    frame: 'hero',
    title: 'Isometric drawing of a wind turbine, three battery cabinets and a conveyor carrying cartons',
    draw: c.heroEnergy,
  },
  {
    file: 'hero/data-driven.svg',
    frame: 'hero',
    title: 'Isometric drawing of two dashboards above a conveyor line with a robot arm, and an engineer reading them',
    draw: c.heroData,
  },
  card('home/we-are.svg', 'Isometric drawing of the Kinetiq office with its team in front and an AGV', c.weAre, square),
  card(
    'home/we-offer.svg',
    'Isometric drawing of what we build: a rack, a dashboard, a robot arm, a conveyor and a stacked pallet',
    c.weOffer,
    square,
  ),
  card(
    'home/customer-services.svg',
    'Isometric drawing of an engineer servicing a robot arm, with a control cabinet, a toolbox and a screen',
    c.service,
    square,
  ),
  card(
    'about/history.svg',
    'Isometric drawing of three buildings growing in size along a timeline with three milestones',
    c.history,
    square,
  ),
  card(
    'careers/experienced.svg',
    'Isometric drawing of an experienced engineer beside a robot arm and a screen',
    c.experienced,
    panel,
  ),
  card(
    'careers/students.svg',
    'Isometric drawing of two students at a desk with a laptop and notes',
    c.students,
    panel,
  ),
  card('careers/trainee.svg', 'Isometric drawing of a trainee and a mentor at a conveyor', c.trainee, panel),
  card(
    'careers/working-at.svg',
    'Isometric drawing of an engineering office: a desk, a screen, a robot arm and three colleagues',
    c.workingAt,
    square,
  ),
  card(
    'blog/conveying.svg',
    'Isometric drawing of tyres riding a long belt conveyor, with an operator',
    c.blogConveying,
    wide,
  ),
  card(
    'blog/iiot.svg',
    'Isometric drawing of an old control cabinet wired to a small gateway and a dashboard, with an engineer',
    c.blogIiot,
    wide,
  ),
  card(
    'blog/robotics.svg',
    'Isometric drawing of a robot arm stacking cartons on a pallet, with a screen showing bars',
    c.blogRobotics,
    wide,
  ),
  card(
    'blog/safety.svg',
    'Isometric drawing of a robot arm behind a fence with a light curtain and a safety switch, with an operator',
    c.blogSafety,
    wide,
  ),
  card(
    'blog/sustainability.svg',
    'Isometric drawing of solar panels, an efficient motor and a conveyor',
    c.blogSustainability,
    wide,
  ),
  card('blog/warehousing.svg', 'Isometric drawing of a high rack, a stacker crane and an AGV', c.blogWarehousing, wide),
  card(
    'news/automation-expo.svg',
    'Isometric drawing of an exhibition stand with a robot arm, a screen and visitors',
    c.newsExpo,
    wide,
  ),
  card(
    'news/iiot-partnership.svg',
    'Isometric drawing of a plant, a tank and a screen with a trend, with two partners',
    c.newsPartnership,
    wide,
  ),
  card(
    'news/tyre-palletizing.svg',
    'Isometric drawing of a robot arm stacking tyres from a conveyor onto a pallet',
    c.newsTyres,
    wide,
  ),
  card(
    'products/items/aac.svg',
    'Isometric drawing of a cloud dashboard with a site map, fed by a plant cabinet',
    i.cloudDashboard,
  ),
  card(
    'products/items/belt-roller-conveyor.svg',
    'Isometric drawing of a belt conveyor and a roller conveyor side by side, carrying cartons',
    i.beltRoller,
  ),
  card(
    'products/items/continuous-lift-case-tote.svg',
    'Isometric drawing of a continuous lift raising totes from a low conveyor to a high one',
    i.continuousLift,
  ),
  card(
    'products/items/cross-transfer.svg',
    'Isometric drawing of a cross transfer moving a carton from one conveyor onto another at right angles',
    i.crossTransfer,
  ),
  card(
    'products/items/depalletizing-cell.svg',
    'Isometric drawing of a robot arm taking cartons off a full pallet onto a conveyor',
    i.depalletizing,
  ),
  card(
    'products/items/dimensioning-weighing-scanning.svg',
    'Isometric drawing of cartons passing through a scanner arch over a weighing conveyor, with a screen',
    i.dimensioning,
  ),
  card(
    'products/items/ehm.svg',
    'Isometric drawing of an electrical panel wired to a monitoring unit and a screen with a trend',
    i.energyMeter,
  ),
  card(
    'products/items/expandable-conveyor.svg',
    'Isometric drawing of an expandable roller conveyor snaking across the floor with cartons on it',
    i.expandable,
  ),
  card(
    'products/items/iiot-overview.svg',
    'Isometric drawing of a robot arm, a conveyor and a tank linked to a screen showing the plant map',
    i.iiotOverview,
  ),
  card(
    'products/items/in-line-storage-module.svg',
    'Isometric drawing of a rack of totes beside a conveyor, one tote leaving the store',
    i.inlineModule,
  ),
  card(
    'products/items/inclined-loading-conveyor.svg',
    'Isometric drawing of an inclined conveyor lifting cartons up into the back of a truck',
    i.inclinedConveyor,
  ),
  card(
    'products/items/oem.svg',
    'Isometric drawing of a machine with a motor and a control panel, linked to a screen with a trend',
    i.oem,
  ),
  card(
    'products/items/packaging-cell.svg',
    'Isometric drawing of a robot arm packing bottles from one conveyor into cartons on another',
    i.packagingCell,
  ),
  card(
    'products/items/pallet-stacker-destacker.svg',
    'Isometric drawing of a pallet stacker in a frame over a conveyor, empty pallets going in and out',
    i.stackerDestacker,
  ),
  card(
    'products/items/palletizing-cell.svg',
    'Isometric drawing of a fenced palletizing cell: an infeed conveyor, a robot arm and a pallet of cartons',
    i.palletizingCell,
  ),
  card(
    'products/items/pem.svg',
    'Isometric drawing of three power meters in cabinets, a screen with bars and an operator',
    i.energyMonitor,
  ),
  card(
    'products/items/pick-place-cell.svg',
    'Isometric drawing of a delta robot in its frame picking parts from a conveyor',
    i.pickPlace,
  ),
  card(
    'products/items/roller-chain-conveyor.svg',
    'Isometric drawing of a wide chain conveyor carrying two loaded pallets',
    i.rollerChain,
  ),
  card(
    'products/items/spirals-belt-gravity.svg',
    'Isometric drawing of a spiral conveyor linking a low conveyor to a high one',
    i.spiral,
  ),
  card(
    'products/items/syncmate.svg',
    'Isometric drawing of a screen with the plant map sending orders to two AGVs',
    i.syncmate,
  ),
  card(
    'products/items/telescopic-conveyor.svg',
    'Isometric drawing of a telescopic conveyor extended into the back of a truck, with cartons',
    i.telescopic,
  ),
  card(
    'products/items/turn-tables.svg',
    'Isometric drawing of a turn table turning a carton between two conveyors',
    i.turnTable,
  ),
  card(
    'products/items/vertical-lift-case-tote.svg',
    'Isometric drawing of a vertical lift carrying a tote between a low and a high conveyor',
    i.verticalLiftTote,
  ),
  card(
    'products/items/vertical-lift-pallet.svg',
    'Isometric drawing of a pallet lift raising a loaded pallet between two chain conveyors',
    i.verticalLiftPallet,
  ),
  card(
    'solutions/palletizing/centralized.svg',
    'Isometric drawing of a centralized layout: three conveyors bring cartons to one robot arm and its pallets',
    i.centralized,
  ),
  card(
    'solutions/palletizing/decentralized.svg',
    'Isometric drawing of a decentralized layout: two lines, each with its own conveyor, robot arm and pallet',
    i.decentralized,
  ),
  {
    file: 'share/kinetiq-share.svg',
    frame: 'share',
    title:
      'Kinetiq Automation: robotics and material handling from Pune, with a robot arm palletizing cartons from a conveyor',
    draw: c.shareCell,
    jpeg: true,
  },
  card('values/agility.svg', 'Isometric drawing of an AGV speeding past a conveyor', c.agility, panel),
  card(
    'values/innovation.svg',
    'Isometric drawing of a robot arm prototype on a workbench beside a screen with an idea lamp',
    c.innovation,
    panel,
  ),
  card('values/respect.svg', 'Isometric drawing of a customer and an engineer meeting at a desk', c.respect, panel),
  card('values/people.svg', 'Isometric drawing of a team of five colleagues', c.people, panel),
  card(
    'values/customer-centricity.svg',
    "Isometric drawing of a path from a customer's plant to an engineer with a screen",
    c.customerFirst,
    panel,
  ),
  card(
    'values/integrity.svg',
    'Isometric drawing of a signed document and a cabinet with a shield, and a person',
    c.integrity,
    panel,
  ),
];
