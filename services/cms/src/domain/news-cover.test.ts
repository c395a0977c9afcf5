import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, coverThemes, drawCover } from './news-cover';

describe('drawCover', () => {
  it.each(coverThemes)('draws the %s cover as one SVG document of the social-card size', (theme) => {
    const svg = drawCover(theme, 'Nowe modele');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}"`);
    expect(svg).toContain('<title>Nowe modele</title>');
    expect(svg).not.toContain('undefined');
  });

  it('escapes the title, so a post title can never inject markup', () => {
    const svg = drawCover('city', 'Rowery <script>alert("x")</script> & co');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Rowery &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });
});
