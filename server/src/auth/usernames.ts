/**
 * Usernames that cannot pass for another (issue 31; decision 0050). A username is NFKC-normalised (the
 * registration schema does it), written in one script (Unicode UTS #39 "single script": every letter
 * shares a script, Common and Inherited characters such as digits, "." and "-" count for any, and the
 * Japanese, Chinese and Korean mixes with Han are one script each), and refused when its confusable
 * skeleton (UTS #39 §4: NFD, the mapping of confusables.txt, NFD again; here on the lower-cased name, as
 * usernames ignore case) equals an existing username's: "dеmo" with a Cyrillic "е" is "demo".
 *
 * The mapping is the `unhomoglyph` package (nodeca, MIT): Unicode's confusables.txt as data, nothing else.
 */
import unhomoglyph from 'unhomoglyph';

/**
 * The scripts of Unicode (ISO 15924 codes) that JavaScript's `\p{Script_Extensions=…}` knows, without
 * Common (Zyyy), Inherited (Zinh) and Unknown (Zzzz). A letter of a script missing here (a newer Unicode)
 * has no script at all and is refused: a name must be readable as one known script.
 */
const SCRIPTS = (
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm ' +
  'Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor ' +
  'Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital ' +
  'Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci ' +
  'Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand ' +
  'Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx ' +
  'Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund ' +
  'Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr ' +
  'Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb'
)
  .split(' ')
  .flatMap((code) => {
    try {
      return [{ code, pattern: new RegExp(`^\\p{scx=${code}}$`, 'u') }];
    } catch {
      // A runtime with an older Unicode: that script is unknown to it, and so are its letters.
      return [];
    }
  });

/** Characters of every script: Common and Inherited (digits, punctuation, combining marks). */
const ANY_SCRIPT = /^[\p{scx=Zyyy}\p{scx=Zinh}]$/u;

/** The scripts Han writing is mixed with in one language: Japanese, Chinese with Bopomofo, Korean. */
const HAN_MIXES = [
  ['Hani', 'Hira', 'Kana'],
  ['Hani', 'Bopo'],
  ['Hani', 'Hang'],
];

/** The scripts of one character (Script_Extensions), or null for Common and Inherited ones. */
function scriptsOf(char: string): Set<string> | null {
  if (ANY_SCRIPT.test(char)) return null;
  return new Set(SCRIPTS.filter(({ pattern }) => pattern.test(char)).map(({ code }) => code));
}

/**
 * Whether the name's letters are of one script (UTS #39 §5.1 "resolved script set" not empty), with the
 * Han mixes of Japanese, Chinese and Korean counted as one script each.
 */
export function isSingleScript(name: string): boolean {
  const sets: Set<string>[] = [];
  for (const char of name) {
    const scripts = scriptsOf(char);
    if (scripts) sets.push(scripts);
  }
  if (sets.length === 0) return true;
  const shared = (candidates: string[]) => sets.every((set) => candidates.some((code) => set.has(code)));
  const first = [...(sets[0] as Set<string>)];
  return first.some((code) => shared([code])) || HAN_MIXES.some((mix) => shared(mix));
}

/** The confusable skeleton of a username (UTS #39 §4 on the lower-cased name): equal skeletons look alike. */
export function usernameSkeleton(name: string): string {
  return unhomoglyph(name.toLowerCase().normalize('NFD')).normalize('NFD').toLowerCase();
}
