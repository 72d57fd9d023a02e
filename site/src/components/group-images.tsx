const LARGE = /-1600\.webp$/;

/**
 * A group's uploaded images, stacked in the order the admin added them (docs/product.md).
 * Each shows at most at its natural size (a small upload is never stretched to the column):
 * the 800 px variant on ordinary screens, the 1600 px one on dense screens (density
 * descriptors, so the browser keeps each file's own size), and never wider than the column.
 */
export function GroupImages({ name, images }: { name: string; images: Record<string, string> }) {
  const urls = Object.values(images);
  if (urls.length === 0) return null;
  return (
    <div className="group-images">
      {urls.map((url, i) => (
        <img
          key={url}
          src={url.replace(LARGE, '-800.webp')}
          srcSet={LARGE.test(url) ? `${url.replace(LARGE, '-800.webp')} 1x, ${url} 2x` : undefined}
          alt={`${name}, image ${i + 1}`}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
    </div>
  );
}
