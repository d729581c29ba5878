// Writes docs/chat-order-accuracy.md from a fresh run of the chat-order parser on its test set:
//   npx tsx scripts/chat-order-accuracy.ts
import { writeFileSync } from 'node:fs';
import { accuracyTable, measureAccuracy, percent } from '../packages/core/src/chat-order/accuracy.testkit.ts';
import { CASE_GROUPS } from '../packages/core/src/chat-order/test-set/all-cases.testkit.ts';
import { FIRST_RUN, FOUND_IN_USE, KNOWN_WEAK_SPOTS, SET_DESCRIPTION } from './chat-order-accuracy-notes.ts';

const report = measureAccuracy();
const groups = Object.entries(report.byGroup)
  .map(
    ([g, scores]) =>
      `| ${g} | ${CASE_GROUPS[g as keyof typeof CASE_GROUPS].length} | ${scores.map(percent).join(' | ')} |`,
  )
  .join('\n');
const misses =
  report.misses.map((m) => `- \`${m.id}\` ${m.field}: expected ${m.expected}, got ${m.got}`).join('\n') ||
  '- none';

const doc = `# Chat-order parser: accuracy

Issue 18, item 1 ("Paste from chat"). Measured on ${new Date().toISOString().slice(0, 10)} by
\`npx tsx scripts/chat-order-accuracy.ts\`, which runs \`parseChatOrder\` (\`packages/core/src/chat-order/\`)
on the whole test set. \`accuracy.test.ts\` computes the same table, fails below the goals, and fails when this
page no longer states what it measures.

## Per field

${accuracyTable(report)}

A field is right when it equals the expected value exactly (the name ignoring case, spacing and Unicode
normal form); products are right when the set of {productId, qty} equals the expected set.

## Per language group (phone, name, district, thana, products)

| group | messages | phone | name | district | thana | products |
|---|---|---|---|---|---|---|
${groups}

## Misses

${misses}

## How the set is made

${SET_DESCRIPTION}

## First run, before any fix

${FIRST_RUN}

## Found in use

${FOUND_IN_USE}

## Known weak spots

${KNOWN_WEAK_SPOTS}
`;
writeFileSync(new URL('../docs/chat-order-accuracy.md', import.meta.url), doc);
console.log(accuracyTable(report));
