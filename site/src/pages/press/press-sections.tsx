import type { PressKit } from '@jazz/contracts';
import { isStagePlotPdf } from '@jazz/contracts/names';
import { Paragraphs } from '../../components/paragraphs';

/** The bios the kit has, short to long. */
export function Bios({ kit }: { kit: PressKit }) {
  const bios = [
    ['Short bio', kit.bioShort],
    ['Medium bio', kit.bioMedium],
    ['Long bio', kit.bioLong],
  ].filter(([, text]) => text) as [string, string][];
  if (bios.length === 0) return null;
  return (
    <section aria-labelledby="press-bios">
      <h2 id="press-bios">Biography</h2>
      {bios.map(([title, text]) => (
        <Bio key={title} title={title} text={text} />
      ))}
    </section>
  );
}

/** Words of a bio as its "Copy" button counts them (here, not in the contracts: the page loads no zod). */
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * A bio with its "Copy" button: plain DOM code copies it (islands/copy-bio.ts), from the text on
 * the page, and says so in the status beside it.
 */
function Bio({ title, text }: { title: string; text: string }) {
  const words = wordCount(text);
  return (
    <div className="press-bio">
      <div className="press-bio-head">
        <h3>
          {title}{' '}
          <span className="press-words">
            ({words} {words === 1 ? 'word' : 'words'})
          </span>
        </h3>
        <button type="button" className="button needs-script" data-copy-bio="" data-hold="">
          Copy<span className="sr-only"> the {title.toLowerCase()}</span>
        </button>
        <span role="status" className="press-copied" />
      </div>
      <Paragraphs text={text} />
    </div>
  );
}

/** The tech rider: stage plot, input list, backline and hospitality, as far as given. */
export function Tech({ kit, name }: { kit: PressKit; name: string }) {
  if (!kit.stagePlot && !kit.inputList.length && !kit.backline && !kit.hospitality) return null;
  return (
    <section aria-labelledby="press-tech">
      <h2 id="press-tech">Tech rider</h2>
      {kit.stagePlot && isStagePlotPdf(kit.stagePlot) ? (
        <p>
          {/* a PDF as uploaded: a link, there is no picture to show */}
          <a href={kit.stagePlot} download>
            Stage plot (PDF)
          </a>
        </p>
      ) : kit.stagePlot ? (
        <figure className="press-plot">
          <img src={kit.stagePlot} alt={`Stage plot of ${name}`} loading="lazy" />
          <figcaption>
            {/* the file as uploaded (a PNG stays a PNG), named after the act */}
            <a href={`${kit.path}/stage-plot`} download>
              Download the stage plot
            </a>
          </figcaption>
        </figure>
      ) : null}
      {kit.inputList.length > 0 && (
        <div className="press-table">
          <table>
            <caption>Input list</caption>
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">Instrument</th>
                <th scope="col">Mic or DI</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {kit.inputList.map((row, i) => (
                <tr key={i}>
                  <td>{row.channel}</td>
                  <td>{row.instrument}</td>
                  <td>{row.mic}</td>
                  <td>{row.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {kit.backline && (
        <>
          <h3>Backline</h3>
          <Paragraphs text={kit.backline} />
        </>
      )}
      {kit.hospitality && (
        <>
          <h3>Hospitality</h3>
          <Paragraphs text={kit.hospitality} />
        </>
      )}
    </section>
  );
}
