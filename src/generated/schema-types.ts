/* eslint-disable */
/**
 * This file was automatically generated from schemas/ by src/build/codegen/generate-types.ts.
 * Do not edit it by hand: change the schema and run `npm run gen:types`.
 */

/**
 * One block of the page; its kind is chosen when it is added.
 */
export type Block = (
  | Accordion
  | Article
  | Banner
  | BenefitList
  | CardGrid
  | ContactDetails
  | DownloadList
  | Form
  | HeroCarousel
  | LogoStrip
  | MapEmbed
  | NewsCarousel
  | NotFound
  | Notice
  | ReviewCarousel
  | Section
  | Stats
) & {
  /**
   * Which kind of block this is; the other fields depend on it. See docs/blocks.md.
   */
  type: string;
};
/**
 * Optional: a short name for the address after '#' ('trends' makes /about#trends), so links can jump to this section. Unique on the page.
 */
export type LinkNameForThisSection = string;
/**
 * A section heading as visitors read it.
 */
export type Heading = string;
/**
 * Body text, one string per paragraph. Rich text: `**bold**`, `*italic*`, `[links](/page)`, lists; see docs/rich-text.md.
 */
export type Paragraphs = string[];
/**
 * A short identifier, unique within its list. Lowercase letters, digits and dashes, or a positive number.
 */
export type Id = string | number;
/**
 * The block's background: the page colour (default), a light grey band, or the dark brand colour with light text.
 */
export type Background = 'default' | 'muted' | 'brand';
/**
 * Where the link goes: a route on this site starting with '/', or an external address starting with https:, mailto: or tel:. Other schemes (http:, javascript:, data:) are refused. Values from site.json may stand in ('mailto:{{contact.email}}').
 */
export type LinkTarget = string;
/**
 * A short list shown as bullet points, one string per point.
 */
export type BulletPoints = string[];
/**
 * A time in milliseconds.
 */
export type DurationMs = number;
/**
 * Any body accepted by POST {apiBase}query/add: a contact query or a brochure lead.
 */
export type Lead = ContactQuery | BrochureLead;
/**
 * Optional: keep the entry off the site until this day (YYYY-MM-DD, from midnight Indian time) or this moment (YYYY-MM-DDThh:mm with a time zone, such as 2026-03-14T09:30+05:30). The site rebuilds by itself then. Leave it out to publish at once.
 */
export type PublishAt = string;

/**
 * One route of the site (the file path is the route: pages/about.json is /about, pages/index.json is /, pages/not-found.json is shown for every unknown address): its title and description for browsers and search engines, and the blocks it shows from top to bottom.
 */
export interface Page {
  /**
   * Relative path from this file to schemas/page.schema.json ('../schemas/page.schema.json' in pages/, one more '../' per sub-folder), so editors offer completion, descriptions and checks as you type. Not shown on the site.
   */
  $schema: string;
  /**
   * The version of the block schemas this page was written for. When a schema changes in a breaking way the version goes up, and `npm run migrate` rewrites older pages for you. New pages use the current version.
   */
  schemaVersion: number;
  /**
   * The browser-tab and search-result title. Keep it under 60 characters.
   */
  title: string;
  /**
   * The summary search engines show under the title. 50 to 160 characters.
   */
  description: string;
  image?: Image;
  /**
   * The blocks of the page, top to bottom: a banner, sections, card grids and the other kinds of block.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * An image from public/images and its text alternative. Drop a photo (JPEG, PNG, WebP or AVIF, straight from the phone) into public/images/ and name it here: the build reads its size and makes it small and sharp for every screen. SVGs are used as they are.
 */
export interface Image {
  /**
   * Path of the image under public/, starting with /images/. The file must exist. A photo is resized and converted (AVIF, WebP) by the build; keep the original here.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it. Leave it empty only when the image is ticked as Decorative.
   */
  alt: string;
  /**
   * True when the image adds nothing a reader needs (screen readers skip it). Required for an empty alt text.
   */
  decorative?: boolean;
  /**
   * Only for an SVG that states no size (no viewBox, no width and height): its width in pixels. Everything else has its size read from the file.
   */
  width?: number;
  /**
   * Only for an SVG that states no size (no viewBox, no width and height): its height in pixels. Everything else has its size read from the file.
   */
  height?: number;
  /**
   * The part of a photo that must stay in view when a block cuts it to its own shape (the banner on phones, at 500 px and below; the hero): x from the left edge and y from the top, each 0 to 1. Default: the centre.
   */
  focus?: {
    /**
     * 0 is the left edge, 0.5 the middle, 1 the right edge.
     */
    x: number;
    /**
     * 0 is the top edge, 0.5 the middle, 1 the bottom edge.
     */
    y: number;
  };
}
/**
 * Expandable items (e.g. industry trends). Initially all closed; opening one closes the others; clicking the open one closes it.
 */
export interface Accordion {
  /**
   * The kind of block, set when it is added: Accordion.
   */
  type: 'accordion';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  intro?: Paragraphs;
  /**
   * The accordion items, in order.
   *
   * @minItems 1
   * @maxItems 40
   *
   * Items: One item: heading and subheading are always visible; the description shows when it is open.
   */
  items: {
    id: Id;
    heading: Heading;
    /**
     * One line under the heading, visible while closed.
     */
    subheading?: string;
    /**
     * The text shown when the item is open. Rich text: `**bold**`, `*italic*`, `[links](/page)`, lists; see docs/rich-text.md.
     */
    description: string;
  }[];
  background?: Background;
}
/**
 * A whole article: heading, key facts (date, author, reading time, location), cover image, body text and links. The pages of blog posts and job openings are made of it.
 */
export interface Article {
  /**
   * The kind of block, set when it is added: Article.
   */
  type: 'article';
  anchor?: LinkNameForThisSection;
  /**
   * A short label above the heading, such as the post's category.
   */
  eyebrow?: string;
  heading: Heading;
  /**
   * Short facts shown under the heading, such as the date, the author or the location.
   *
   * @maxItems 8
   *
   * Items: One fact: what it is and its value.
   */
  facts?: {
    /**
     * What the fact is, such as 'Published' or 'Location'.
     */
    label: string;
    /**
     * The fact as visitors read it, such as '14 Mar 2026'.
     */
    value: string;
    /**
     * For a date: the same date as an ISO date (2026-03-14), so browsers and search engines read it.
     */
    dateTime?: string;
  }[];
  image?: Image;
  /**
   * The article's text: paragraphs, **bold**, *italic*, links, lists and ## headings (see docs/rich-text.md).
   */
  body: string;
  /**
   * Buttons under the text, such as related pages or how to apply.
   *
   * @maxItems 8
   */
  links?: Link[];
}
/**
 * A labelled link. External links (https:) may open in a new tab; internal ones always stay in the tab.
 */
export interface Link {
  /**
   * The visible text of the link. Say where it goes ('See all products'), not 'click here'.
   */
  label: string;
  href: LinkTarget;
  /**
   * Open the link in a new browser tab. Default: off.
   */
  newTab?: boolean;
  /**
   * A longer label read by screen readers when the visible label alone is ambiguous (several 'Read More' links on one page).
   */
  ariaLabel?: string;
  /**
   * Mark an internal link whose route deliberately has no page (it lands on the not-found page). Validation then reports it as a warning instead of an error.
   */
  intentionalDeadLink?: boolean;
}
/**
 * The wide image at the top of a page with the page's main heading. On narrow screens it can switch to a mobile image.
 */
export interface Banner {
  /**
   * The kind of block, set when it is added: Banner.
   */
  type: 'banner';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  /**
   * One short sentence under the heading. Rich text: `**bold**`, `*italic*`, `[links](/page)`, lists; see docs/rich-text.md.
   */
  text?: string;
  image: Image;
  /**
   * Optional taller image shown instead of the desktop image on narrow screens. Without it the desktop image is kept on phones.
   */
  mobile?: {
    image: Image;
    /**
     * Viewport width in pixels at or below which the mobile image is shown. Default 500.
     */
    breakpointPx?: number;
  };
  cta?: Link;
}
/**
 * A list of named benefits or advantages, each with an optional picture, description, extra paragraphs and bullet points.
 */
export interface BenefitList {
  /**
   * The kind of block, set when it is added: Benefit list.
   */
  type: 'benefitList';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  intro?: Paragraphs;
  /**
   * Items per row on wide screens. Default 2.
   */
  columns?: number;
  /**
   * Show a number before each item instead of a check mark. Default: off.
   */
  numbered?: boolean;
  /**
   * Show a list of the item headings above the items, each a link that jumps to its item: for long lists a visitor scrolls on a phone. Default: off.
   */
  withIndex?: boolean;
  /**
   * The benefits, in order.
   *
   * @minItems 1
   * @maxItems 40
   *
   * Items: One benefit.
   */
  items: {
    id: Id;
    heading: Heading;
    image?: Image;
    description?: Paragraphs;
    bullets?: BulletPoints;
  }[];
  background?: Background;
}
/**
 * A grid of cards (products, solutions, industries, values, blog posts, concepts). Each card may link somewhere.
 */
export interface CardGrid {
  /**
   * The kind of block, set when it is added: Card grid.
   */
  type: 'cardGrid';
  anchor?: LinkNameForThisSection;
  heading?: Heading;
  intro?: Paragraphs;
  /**
   * Cards per row on wide screens (fewer on narrow ones). Default 3.
   */
  columns?: number;
  /**
   * Plain: white cards (default). Alternating colours: backgrounds alternate between the two brand colours, for concept cards. Blog posts: image, date badge, category and meta line.
   */
  variant?: 'plain' | 'alternating' | 'blog';
  /**
   * The cards, in order. Leave them out when the cards come from a collection (Entries from a collection).
   *
   * @minItems 1
   * @maxItems 24
   *
   * Items: One card.
   */
  cards?: {
    id: Id;
    title: Heading;
    /**
     * A short label above the title, such as a blog category.
     */
    eyebrow?: string;
    /**
     * The card's description. Rich text: `**bold**`, `*italic*`, `[links](/page)`, lists; see docs/rich-text.md.
     */
    text?: string;
    bullets?: BulletPoints;
    image?: Image;
    link?: Link;
    /**
     * Small facts shown under the text, such as reading time or comment count.
     *
     * @maxItems 4
     */
    meta?: string[];
    /**
     * A day and month badge shown on the card image (blog cards).
     */
    dateBadge?: {
      /**
       * Day of the month.
       */
      day: number;
      /**
       * The month, shown abbreviated on the badge.
       */
      month: 'Jan' | 'Feb' | 'Mar' | 'Apr' | 'May' | 'Jun' | 'Jul' | 'Aug' | 'Sep' | 'Oct' | 'Nov' | 'Dec';
    };
  }[];
  query?: EntriesFromACollection;
  /**
   * With Entries from a collection: the message shown instead of the grid when no entry is published, such as 'No openings right now'.
   */
  whenEmpty?: {
    heading: Heading;
    /**
     * The message: paragraphs, **bold**, *italic*, links and lists (see docs/rich-text.md).
     */
    text: string;
    link?: Link;
  };
  seeAll?: Link;
  background?: Background;
}
/**
 * Fill this list from a collection's entries at build time instead of by hand: the newest (or oldest) published ones, optionally of one category. Entries scheduled for later or expired are left out.
 */
export interface EntriesFromACollection {
  /**
   * Which entries to show.
   */
  collection: 'posts' | 'jobs' | 'news';
  /**
   * Newest first (default) or oldest first, by the entry's date.
   */
  sort?: 'newest' | 'oldest';
  /**
   * How many entries to show at most.
   */
  limit?: number;
  /**
   * Blog posts only: show only the posts of this category (as written in the post, such as 'Robotics').
   */
  category?: string;
}
/**
 * The company's phone, e-mail, postal address and social links, taken from the site data (site.json) so they are written once.
 */
export interface ContactDetails {
  /**
   * The kind of block, set when it is added: Contact details.
   */
  type: 'contactDetails';
  anchor?: LinkNameForThisSection;
  heading?: Heading;
  intro?: Paragraphs;
  /**
   * Show the site's social links as icons. Default: on.
   */
  showSocial?: boolean;
  background?: Background;
}
/**
 * Products, each with a description and a Download button for its brochure PDF. The first download asks the visitor for their details once per browser. The brochure PDFs are generated from this data.
 */
export interface DownloadList {
  /**
   * The kind of block, set when it is added: Download list.
   */
  type: 'downloadList';
  anchor?: LinkNameForThisSection;
  heading?: Heading;
  intro?: Paragraphs;
  /**
   * The products, in order.
   *
   * @minItems 1
   * @maxItems 24
   *
   * Items: One product with its brochure.
   */
  items: {
    id: Id;
    title: Heading;
    /**
     * What the product does, one string per paragraph. Also printed on the brochure, so plain text: no bold, links or lists.
     */
    description: string[];
    image?: Image;
    /**
     * Headline numbers, shown on the card and the brochure.
     *
     * @maxItems 4
     *
     * Items: A value and what it measures.
     */
    figures?: {
      /**
       * The number with its unit.
       */
      value: string;
      /**
       * What the value measures.
       */
      label: string;
    }[];
    bullets?: BulletPoints;
    /**
     * Path of the product's brochure under public/, starting with /brochures/. Generated at build time from this item unless a designed PDF with that name is checked in.
     */
    brochure: string;
    demo?: Link;
  }[];
  background?: Background;
}
/**
 * A form that sends a lead to the site's API. The fields and their rules come from the lead schema for the variant (schemas/api/); the labels and texts come from here.
 */
export interface Form {
  /**
   * The kind of block, set when it is added: Form.
   */
  type: 'form';
  anchor?: LinkNameForThisSection;
  /**
   * Which fields the form asks for. Contact form: name, email address and message, sent to the team as a query.
   */
  variant: 'contact';
  heading?: Heading;
  intro?: Paragraphs;
  /**
   * Default 'Send'.
   */
  submitLabel?: string;
  /**
   * Title of the popup that shows the server's reply. Default 'Query'.
   */
  successTitle?: string;
  /**
   * Height of the message text area. Default 100.
   */
  messageHeightPx?: number;
  background?: Background;
}
/**
 * Full-width slides at the top of a page. Advances by itself, pauses while hovered, wraps around, and responds to arrow keys and swipes.
 */
export interface HeroCarousel {
  /**
   * The kind of block, set when it is added: Hero carousel.
   */
  type: 'heroCarousel';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  /**
   * The slides, in order.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: One slide: a headline, a sentence and an image.
   */
  slides: {
    id: Id;
    headline: Heading;
    /**
     * One or two sentences under the headline.
     */
    text?: string;
    image: Image;
    cta?: Link;
  }[];
  intervalMs?: DurationMs;
  /**
   * Stop advancing while the pointer is over the carousel. Default: on.
   */
  pauseOnHover?: boolean;
  /**
   * A touch swipe must move more than this many pixels to change slide. Default 40.
   */
  swipeThresholdPx?: number;
}
/**
 * A row of customer logos that shifts by one logo at a fixed interval and wraps around.
 */
export interface LogoStrip {
  /**
   * The kind of block, set when it is added: Logo strip.
   */
  type: 'logoStrip';
  anchor?: LinkNameForThisSection;
  heading?: Heading;
  /**
   * The logos, in order. Each needs alt text naming the customer.
   *
   * @minItems 1
   * @maxItems 60
   */
  logos: Image[];
  /**
   * How many logos show at once on tablets and desktops (from 768 px). Phones show at most two (three from 560 px), so each stays readable. Default 4.
   */
  visibleCount?: number;
  intervalMs?: DurationMs;
  background?: Background;
}
/**
 * An embedded Google map, loaded only when scrolled into view.
 */
export interface MapEmbed {
  /**
   * The kind of block, set when it is added: Map embed.
   */
  type: 'mapEmbed';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  /**
   * The Google Maps embed URL (Share > Embed a map). Only https://www.google.com/maps/embed addresses are allowed by the site's security policy.
   */
  src: string;
  /**
   * Where the 'Open in Google Maps' link under the map goes, for visitors whose browser does not load the embed. Leave it out when the embed address has the map's coordinates (!3d…!2d…): the link is then made from them.
   */
  link?: string;
  /**
   * Height of the map. Default 400.
   */
  heightPx?: number;
  background?: Background;
}
/**
 * News cards that scroll by themselves; how many show at once depends on the screen width.
 */
export interface NewsCarousel {
  /**
   * The kind of block, set when it is added: News carousel.
   */
  type: 'newsCarousel';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  /**
   * The news cards, newest first. Leave them out when they come from the News collection (Entries from a collection).
   *
   * @minItems 1
   * @maxItems 24
   *
   * Items: A dated headline linking to the external article.
   */
  items?: {
    /**
     * A number unique within the list.
     */
    id: number;
    image: Image;
    /**
     * The date as shown, ending with the year so old news does not look current, such as '12 Sep 2025'.
     */
    date: string;
    /**
     * What the news is about, in one sentence.
     */
    headline: string;
    link: Link;
  }[];
  query?: EntriesFromACollection;
  intervalMs?: DurationMs;
  /**
   * A touch swipe must move more than this many pixels to show the next or previous card. Default 40.
   */
  swipeThresholdPx?: number;
  /**
   * How many cards show from each minimum viewport width. Default: 1 below 750 px, 2 from 750, 3 from 1000, 4 from 1250.
   *
   * @minItems 1
   *
   * Items: From this screen width upwards, show this many cards.
   */
  slidesPerView?: {
    /**
     * Viewport width from which this applies.
     */
    minWidthPx: number;
    /**
     * Number of cards visible at once.
     */
    slides: number;
  }[];
  background?: Background;
}
/**
 * The message of the not-found page: a large status code, a sentence and a way back. Its message is the page's main heading.
 */
export interface NotFound {
  /**
   * The kind of block, set when it is added: Not found.
   */
  type: 'notFound';
  /**
   * The large figure shown.
   */
  code: string;
  /**
   * What happened, in one sentence: the page's main heading. Rich text: `**bold**`, `*italic*`, `[links](/page)`; see docs/rich-text.md.
   */
  message: string;
  link: Link;
}
/**
 * A highlighted message box, such as 'no openings right now', with an optional link.
 */
export interface Notice {
  /**
   * The kind of block, set when it is added: Notice.
   */
  type: 'notice';
  anchor?: LinkNameForThisSection;
  /**
   * The notice's colour and icon: information (default), good news or a warning.
   */
  tone?: 'info' | 'success' | 'warning';
  heading: Heading;
  paragraphs: Paragraphs;
  link?: Link;
}
/**
 * Customer testimonials shown one at a time, advancing by themselves.
 */
export interface ReviewCarousel {
  /**
   * The kind of block, set when it is added: Review carousel.
   */
  type: 'reviewCarousel';
  anchor?: LinkNameForThisSection;
  heading: Heading;
  /**
   * The testimonials, in order.
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: A quote and who said it.
   */
  reviews: {
    id: Id;
    /**
     * What the customer said.
     */
    quote: string;
    /**
     * Who said it: a person's name, or a role when the customer asked not to be named.
     */
    name: string;
    /**
     * Their job title, shown after the name. Older reviews may hold the role and company together here.
     */
    role?: string;
    /**
     * The company they work for, with its town if that helps, shown after the role.
     */
    company?: string;
  }[];
  intervalMs?: DurationMs;
  /**
   * A touch swipe must move more than this many pixels to show the next or previous review. Default 40.
   */
  swipeThresholdPx?: number;
  background?: Background;
}
/**
 * A text section: heading, paragraphs, optional bullet points, image and links. Use it for introductions, stories, policies and terms.
 */
export interface Section {
  /**
   * The kind of block, set when it is added: Section.
   */
  type: 'section';
  anchor?: LinkNameForThisSection;
  /**
   * A short label shown above the heading.
   */
  eyebrow?: string;
  heading: Heading;
  /**
   * How important the heading is. A section heading is usual; the main page heading only on a page without a banner, where it names the whole page; a sub-heading for a section that belongs to the one above.
   */
  headingLevel?: 1 | 2 | 3;
  paragraphs?: Paragraphs;
  bullets?: BulletPoints;
  image?: Image;
  /**
   * Where the image sits beside the text on wide screens. Default: right of the text.
   */
  imagePosition?: 'left' | 'right';
  /**
   * Buttons or links under the text.
   *
   * @maxItems 6
   */
  links?: Link[];
  background?: Background;
}
/**
 * A row of headline figures, such as customers served or years of experience.
 */
export interface Stats {
  /**
   * The kind of block, set when it is added: Stats.
   */
  type: 'stats';
  anchor?: LinkNameForThisSection;
  heading?: Heading;
  /**
   * The figures, in order.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: A value and its label.
   */
  items: {
    id: Id;
    /**
     * The figure as shown.
     */
    value: string;
    /**
     * What the figure counts.
     */
    label: string;
  }[];
  background?: Background;
}
/**
 * Site-wide data in site.json: the company, navigation, footer, contact details, social links and API settings. Every page shows it.
 */
export interface Site {
  /**
   * Relative path from site.json to its schema, './schemas/site.schema.json', so editors offer completion, descriptions and checks as you type.
   */
  $schema: string;
  /**
   * The company's name as printed on the site and brochures.
   */
  companyName: string;
  /**
   * The brand name shown after every page title ("Products | Acme Automation") and in link previews. Keep it short: search results cut the whole title after 60 characters. Default: the company name.
   */
  shortName?: string;
  /**
   * One short line about the company, shown in the footer.
   */
  tagline?: string;
  /**
   * When the company was founded (YYYY-MM), for structured data.
   */
  foundingDate?: string;
  /**
   * For developers: the public https address of the site, without a trailing slash, used for canonical links, the sitemap and share cards. A wrong value breaks search results and link previews of every page: change it only when the site moves to a new address.
   */
  baseUrl: string;
  shareImage: Image;
  /**
   * The wide logo and the compact one used on narrow screens.
   */
  logo: {
    wide: Image;
    compact: Image;
    /**
     * At or below this viewport width the compact logo shows. Default 395.
     */
    compactBreakpointPx?: number;
  };
  /**
   * The links of the sticky navigation bar and its call-to-action button.
   */
  nav: {
    /**
     * Main navigation links, in order.
     *
     * @minItems 1
     * @maxItems 8
     */
    links: Link[];
    cta: Link;
    /**
     * Viewport width at or below which the button is hidden. Default 768.
     */
    ctaHiddenAtOrBelowPx?: number;
  };
  /**
   * The footer's links and copyright line.
   */
  footer: {
    /**
     * Footer links, in order.
     *
     * @minItems 1
     * @maxItems 12
     */
    links: Link[];
    /**
     * The copyright line.
     */
    copyright: string;
  };
  /**
   * How to reach the company.
   */
  contact: {
    /**
     * Phone number in international form, as shown and dialled.
     */
    phone: string;
    /**
     * The sales / enquiries address.
     */
    email: string;
    /**
     * Where applicants send their CV.
     */
    careersEmail: string;
    /**
     * The office address.
     */
    address: {
      /**
       * Building, street and area.
       */
      street: string;
      /**
       * City.
       */
      city: string;
      /**
       * State or region.
       */
      region: string;
      /**
       * Six-digit Indian PIN code.
       */
      postalCode: string;
      /**
       * Country name.
       */
      country: string;
    };
  };
  /**
   * The company's social profiles, shown as icons. Always open in a new tab.
   *
   * @maxItems 8
   *
   * Items: One profile.
   */
  social: {
    /**
     * Which network (chooses the icon).
     */
    network: 'linkedin' | 'youtube' | 'x' | 'facebook' | 'instagram';
    /**
     * The https address of the profile.
     */
    href: string;
  }[];
  /**
   * For developers: where the lead API lives, ending with '/'. Forms post to this address followed by 'query/add'. Default '/api/' (same origin); overridable at build time with VITE_API_BASE. A wrong value makes every contact and brochure form fail: leave it unless a developer asks you to change it.
   */
  apiBase: string;
  /**
   * The name every brochure is saved under on the visitor's computer. Default 'yourfile.pdf'.
   */
  downloadFileName: string;
}
/**
 * Addresses that used to be pages, in redirects.json: a visitor (or a search engine) who opens an old address is sent on to the new one for good (HTTP 301). The editor adds one whenever a page is moved or deleted.
 */
export interface Redirects {
  /**
   * Relative path from redirects.json to its schema, './schemas/redirects.schema.json', so editors offer completion, descriptions and checks as you type.
   */
  $schema: string;
  /**
   * One entry per old address, in any order. Each old address appears once.
   */
  redirects: Redirect[];
}
/**
 * Sends visitors of an old address to a page of the site.
 */
export interface Redirect {
  /**
   * The address that is no longer a page, as it appears after the domain: '/about-us'. It must not be the address of a page (the page would never be shown).
   */
  from: string;
  /**
   * The page visitors are sent to instead: the address of a page of this site, such as '/about'. Never an address that is itself redirected.
   */
  to: string;
}
/**
 * The body the contact form sends to POST {apiBase}query/add.
 */
export interface ContactQuery {
  /**
   * The visitor's name.
   */
  name: string;
  /**
   * Where to reply.
   */
  email: string;
  /**
   * The visitor's question.
   */
  message: string;
  /**
   * Always 'query'.
   */
  type: 'query';
  /**
   * Hidden field that people leave empty; bots fill it in.
   */
  website?: string;
}
/**
 * The body the brochure form ('Enter Your Details') sends to POST {apiBase}query/add before the first download.
 */
export interface BrochureLead {
  /**
   * The visitor's name (optional).
   */
  name?: string;
  /**
   * Lowercase e-mail address.
   */
  email: string;
  /**
   * Ten-digit mobile number.
   */
  mobile: string;
  /**
   * Always 'pdf'.
   */
  query: 'pdf';
  /**
   * Which brochure was asked for.
   */
  brochure?: string;
  /**
   * Hidden field that people leave empty; bots fill it in.
   */
  website?: string;
}
/**
 * One blog post: a file in content/posts/ whose name, lower-case words joined by '-', is the last part of its address (content/posts/robot-safety.json is /blogs/robot-safety). It has its own page there and a card on /blogs.
 */
export interface Post {
  /**
   * Relative path from this file to its schema, '../../schemas/collections/post.schema.json', so editors offer completion, descriptions and checks as you type. Not shown on the site.
   */
  $schema?: string;
  title: Heading;
  /**
   * The day the post was first published (YYYY-MM-DD). Shown on the card and the post, and it orders the list: newest first.
   */
  date: string;
  /**
   * Optional: the day the post last changed in a way readers should know (YYYY-MM-DD). Search engines and the sitemap read it.
   */
  updated?: string;
  publishAt?: PublishAt;
  /**
   * Who wrote the post, as printed under its title.
   */
  author: {
    /**
     * The author's name as readers see it.
     */
    name: string;
    /**
     * The author's job, so readers know why to trust the post.
     */
    role: string;
  };
  /**
   * A word or two for the topic, shown as the small label above the card's title ('Robotics', 'Safety').
   */
  category: string;
  cover: Image;
  /**
   * One or two plain sentences saying what the reader will learn: the card's text and the description search engines show (50 to 160 characters read best there).
   */
  summary: string;
  /**
   * The post itself, in paragraphs with bold, italic, links, lists and ## headings (see docs/rich-text.md). One to three minutes of reading suits most posts.
   */
  body: string;
  /**
   * Optional: up to six pages of this site a reader may want next, listed under the post.
   *
   * @maxItems 6
   */
  related?: Link[];
}
/**
 * One open position: a file in content/jobs/ whose name, lower-case words joined by '-', is the last part of its address (content/jobs/service-engineer.json is /careers/current-openings/service-engineer). It has its own page there and a card on /careers/current-openings until its closing date has passed.
 */
export interface Job {
  /**
   * Relative path from this file to its schema, '../../schemas/collections/job.schema.json', so editors offer completion, descriptions and checks as you type. Not shown on the site.
   */
  $schema?: string;
  title: Heading;
  /**
   * The team the person joins.
   */
  department: string;
  /**
   * Where the work is, as a postal address in India (search engines show jobs by place).
   */
  location: {
    /**
     * Optional: the building and street.
     */
    streetAddress?: string;
    /**
     * The town or city.
     */
    city: string;
    /**
     * The state or union territory.
     */
    region: string;
    /**
     * The six-digit PIN code of the place of work. A new opening starts with a TODO that Publish refuses.
     */
    postalCode: string;
    /**
     * Always IN (India).
     */
    country: 'IN';
  };
  /**
   * The kind of contract.
   */
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';
  /**
   * How much experience the role needs, in words ('3 to 5 years', 'Fresh graduates').
   */
  experience: string;
  /**
   * What the person will do and what they need to bring, in paragraphs with bold, links, lists and ## headings (see docs/rich-text.md).
   */
  description: string;
  /**
   * The day the opening was first advertised (YYYY-MM-DD).
   */
  datePosted: string;
  /**
   * The last day applications are taken (YYYY-MM-DD). The opening leaves the site at the end of that day, Indian time, and its address then answers that the job is gone.
   */
  validThrough: string;
  publishAt?: PublishAt;
  /**
   * An e-mail address for applications (with the subject the e-mail starts with), a link to an application form, or both.
   */
  apply: {
    /**
     * Where applications go. The page's Apply button opens a new e-mail to it.
     */
    email?: string;
    /**
     * Optional: the subject the e-mail starts with, so applications are easy to sort ('Application: Robotics Service Engineer').
     */
    subject?: string;
    /**
     * Optional: the address of an online application form (https:).
     */
    url?: string;
  };
}
/**
 * One piece of news, a file in content/news/ (its name in lower-case words joined by '-'), shown as a card in the news lists (the home page's Latest News), newest first. It links to the article it is about: on another site, or a page of this one.
 */
export interface NewsEntry {
  /**
   * Relative path from this file to its schema, '../../schemas/collections/news.schema.json', so editors offer completion, descriptions and checks as you type. Not shown on the site.
   */
  $schema?: string;
  /**
   * The day of the news (YYYY-MM-DD). The card shows it in Indian English ('12 Sep 2025'), and it orders the list: newest first.
   */
  date: string;
  /**
   * What the news is about, in one sentence. Unique among the news items.
   */
  headline: string;
  image: Image;
  link: Link;
  publishAt?: PublishAt;
}
