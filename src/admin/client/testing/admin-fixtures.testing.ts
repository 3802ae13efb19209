import type { AuditEntry, DraftView, ReviewChange, PublishedVersion } from '../api/types';

const draft = (fields: Partial<DraftView> & Pick<DraftView, 'branch' | 'title' | 'status'>): DraftView => ({
  authorEmail: 'asha@kinetiq.example',
  comment: null,
  createdAt: '2026-11-25T04:30:00.000Z',
  updatedAt: '2026-11-26T06:00:00.000Z',
  scheduledAt: null,
  files: ['pages/index.json'],
  remoteProblem: null,
  publishedConflict: null,
  ...fields,
});

export const editingDraft = draft({ branch: 'drafts/asha-index', title: 'Home hero heading', status: 'editing' });
export const waitingDraft = draft({
  branch: 'drafts/asha-about',
  title: 'About page',
  status: 'submitted',
  files: ['pages/about.json', 'public/images/about/team.jpg'],
});
export const sentBackDraft = draft({
  branch: 'drafts/asha-careers',
  title: 'Careers notice',
  status: 'sent-back',
  comment: 'Please name the Pune office, not just "our office".',
  files: ['pages/careers.json'],
});
export const scheduledDraft = draft({
  branch: 'drafts/ravi-product',
  title: 'Vacuum grippers',
  status: 'submitted',
  authorEmail: 'ravi@kinetiq.example',
  scheduledAt: '2026-12-01T03:30:00.000Z',
  files: ['pages/product/vacuum-grippers.json'],
});

/** Ravi published another title over the one Asha's draft changes. */
export const conflictingDraft = draft({
  branch: 'drafts/asha-solutions',
  title: 'Solutions title',
  status: 'editing',
  files: ['pages/solutions.json'],
  publishedConflict: {
    pages: [
      {
        file: 'pages/solutions.json',
        published: '{\n  "title": "Solutions by Ravi"\n}\n',
        draft: '{\n  "title": "Solutions by Asha"\n}\n',
        publishedBy: { name: 'Ravi Rao', email: 'ravi@kinetiq.example' },
        publishedAt: '2026-11-26T08:00:00.000Z',
      },
    ],
  },
});

export const aboutChanges: ReviewChange[] = [
  {
    file: 'pages/about.json',
    route: '/about',
    status: 'modified',
    diff: [
      'diff --git a/pages/about.json b/pages/about.json',
      '--- a/pages/about.json',
      '+++ b/pages/about.json',
      '@@ -4,3 +4,3 @@',
      '   "blocks": [',
      '-    { "heading": "Who we are" },',
      '+    { "heading": "Who We Are in Pune" },',
      '   ]',
      '',
    ].join('\n'),
    beforeUrl: '/about',
    afterUrl: '/admin/preview/drafts%2Fasha-about/about',
  },
  {
    file: 'public/images/about/team.jpg',
    route: null,
    status: 'added',
    diff: 'Binary files /dev/null and b/public/images/about/team.jpg differ\n',
    beforeUrl: null,
    afterUrl: null,
    image: {
      before: null,
      after: {
        url: '/admin/api/drafts/drafts%2Fasha-about/images/after/about/team.jpg',
        width: 1600,
        height: 900,
        bytes: 245_300,
      },
    },
  },
  {
    file: 'public/images/hero/line-7.png',
    route: null,
    status: 'modified',
    diff: 'Binary files a/public/images/hero/line-7.png and b/public/images/hero/line-7.png differ\n',
    beforeUrl: null,
    afterUrl: null,
    image: {
      before: {
        url: '/admin/api/drafts/drafts%2Fasha-about/images/before/hero/line-7.png',
        width: 800,
        height: 600,
        bytes: 730,
      },
      after: {
        url: '/admin/api/drafts/drafts%2Fasha-about/images/after/hero/line-7.png',
        width: 2400,
        height: 1800,
        bytes: 1_250_000,
      },
    },
  },
  {
    file: 'public/images/old-logo.svg',
    route: null,
    status: 'deleted',
    diff: 'diff --git a/public/images/old-logo.svg b/public/images/old-logo.svg\ndeleted file mode 100644\n',
    beforeUrl: null,
    afterUrl: null,
    image: {
      before: { url: '/admin/api/drafts/drafts%2Fasha-about/images/before/old-logo.svg', bytes: 4_200 },
      after: null,
    },
  },
];

export const versions: PublishedVersion[] = [
  {
    commit: 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3',
    at: '2026-11-26T09:15:00.000Z',
    by: { name: 'Vikram Shah', email: 'vikram@kinetiq.example' },
    message: 'Publish drafts/asha-index',
    files: ['pages/index.json'],
    draft: 'drafts/asha-index',
    rollbackOf: null,
  },
  {
    commit: 'b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2b2',
    at: '2026-11-20T12:00:00.000Z',
    by: { name: 'Vikram Shah', email: 'vikram@kinetiq.example' },
    message: 'Roll back to a1a1a1a',
    files: ['pages/about.json'],
    draft: null,
    rollbackOf: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
  },
  {
    commit: 'a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1',
    at: '2026-11-18T05:00:00.000Z',
    by: { name: 'Asha Rao', email: 'asha@kinetiq.example' },
    message: 'Site launch',
    files: ['pages/about.json', 'site.json'],
    draft: null,
    rollbackOf: null,
  },
];

export const auditEntries: AuditEntry[] = [
  {
    id: 3,
    at: '2026-11-26T09:15:00.000Z',
    actor: 'vikram@kinetiq.example',
    action: 'publish',
    subject: 'drafts/asha-index',
    detail: 'pages/index.json',
  },
  {
    id: 2,
    at: '2026-11-26T08:00:00.000Z',
    actor: 'asha@kinetiq.example',
    action: 'submit',
    subject: 'drafts/asha-index',
    detail: '',
  },
  {
    id: 1,
    at: '2026-11-26T07:59:00.000Z',
    actor: null,
    action: 'login-failed',
    subject: 'nobody@kinetiq.example',
    detail: '',
  },
];
