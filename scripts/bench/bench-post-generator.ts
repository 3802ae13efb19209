/**
 * Realistic blog posts for the scale bench: ~400 words of body in the rich-text subset (paragraphs,
 * **bold**, *italic*, internal links, bulleted and numbered lists, `##` headings), deterministic, so
 * two runs measure the same bytes.
 */
const TOPICS = ['palletizing', 'conveying', 'warehousing', 'robot cells', 'drives', 'PLC retrofits', 'guarding'];
const PLANTS = ['cement', 'tyre', 'FMCG', 'pharma', 'steel', 'textile', 'food'];
const CITIES = ['Pune', 'Chennai', 'Ahmedabad', 'Nashik', 'Hosur', 'Baddi', 'Sanand'];
const CATEGORIES = ['Robotics', 'Conveying', 'Warehousing', 'Energy', 'Safety'];

const SENTENCES = [
  'A line that stops for changeovers twice a shift loses more output than most plants measure.',
  'The payback depends less on the machine than on how many shifts it runs and who keeps it running.',
  'Start with the numbers the plant already records: bags per hour, stoppages and the reasons for them.',
  'Operators know where the line jams; ask them before the drawings are drawn.',
  'A safety fence that maintenance has to open every hour will be left open by the end of the month.',
  'Spares and service within a day matter more than a brochure figure for peak speed.',
  'The controls cabinet should be specified with the motors, not after them.',
  'Energy meters on the main drives pay for themselves by showing which conveyor runs empty.',
];

function paragraph(seed: number, words: number): string {
  const parts: string[] = [];
  let count = 0;
  for (let n = 0; count < words; n += 1) {
    const sentence = SENTENCES[(seed + n) % SENTENCES.length]!;
    parts.push(n % 3 === 1 ? sentence.replace(/^(\w+ \w+)/, '**$1**') : sentence);
    count += sentence.split(' ').length;
  }
  return parts.join(' ');
}

/** The body of post `n`: about 400 words. */
export function benchPostBody(n: number, linkRoute: string): string {
  const topic = TOPICS[n % TOPICS.length]!;
  return [
    paragraph(n, 70),
    `## Where ${topic} pays back first`,
    paragraph(n + 1, 80),
    [
      `- measure the *current* output per shift`,
      `- list the stoppages and their causes`,
      `- ask for a [site survey](${linkRoute}) before a quotation`,
    ].join('\n'),
    paragraph(n + 2, 80),
    `## What to ask a supplier`,
    ['1. references from a plant like yours', '2. spares held in India', '3. training for two shifts'].join('\n'),
    paragraph(n + 3, 90),
    `Read more about [our work](${linkRoute}) or call us for a visit.`,
  ].join('\n\n');
}

/** Post `n` (0-based) as an entry file's data, dated backwards from 2026-03-01, one a day. */
export function benchPost(n: number, cover: { src: string; alt: string }, linkRoute: string): Record<string, unknown> {
  const date = new Date(Date.UTC(2026, 2, 1) - n * 86_400_000).toISOString().slice(0, 10);
  const topic = TOPICS[n % TOPICS.length]!;
  const plant = PLANTS[n % PLANTS.length]!;
  return {
    $schema: '../../schemas/collections/post.schema.json',
    title: `${topic[0]!.toUpperCase()}${topic.slice(1)} for a ${plant} plant in ${CITIES[n % CITIES.length]} (${n + 1})`,
    date,
    author: { name: 'Priya Deshmukh', role: 'Head of Applications Engineering' },
    category: CATEGORIES[n % CATEGORIES.length],
    cover,
    summary: `What a ${plant} plant should weigh before investing in ${topic}: output, stoppages, service and payback.`,
    body: benchPostBody(n, linkRoute),
  };
}
