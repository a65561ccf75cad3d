type Block = { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

/**
 * The privacy statement's plain text as blocks: a line starting with "## " is a heading, lines
 * starting with "- " are a list, other lines run on as a paragraph until a blank line. Plain text
 * (never HTML) so that what an admin writes can hold no script.
 */
export function privacyBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (line === '') blocks.push({ kind: 'paragraph', text: '' });
    else if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    else if (line.startsWith('- ')) {
      if (last?.kind === 'list') last.items.push(line.slice(2).trim());
      else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
    } else if (last?.kind === 'paragraph') last.text = last.text ? `${last.text} ${line}` : line;
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks.filter((block) => block.kind !== 'paragraph' || block.text !== '');
}

/** The statement's text laid out with headings (level 2 under the page's h1), paragraphs and lists. */
export function PrivacyText({ text }: { text: string }) {
  return (
    <div className="privacy-text">
      {privacyBlocks(text).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h2 key={index} className="h5 mt-4">
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, at) => (
                <li key={at}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
