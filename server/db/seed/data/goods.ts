// The demo venue's goods (mercaderías): what an Argentine boliche buys, with wholesale costs in
// pesos at early-2026 prices (the seed converts to cents and deflates them for past months).
// Brands are real because that is what staff recognise; suppliers other than the big bottlers
// are invented.

export type GoodUnit = 'bottle' | 'can' | 'unit' | 'kg' | 'l';
/** Which warehouse keeps it: the dry store or the cold room. */
export type Storage = 'dry' | 'cold';

export interface GoodSpec {
  /** Stable key the product recipes refer to. */
  key: string;
  name: string;
  category: string;
  unit: GoodUnit;
  /** ml or g per unit (0 when it does not apply, e.g. a bunch of mint). */
  content: number;
  /** Current wholesale cost per unit, ARS. */
  cost: number;
  supplier: string;
  pack: number;
  storage: Storage;
  /** Empty and full weight in grams, for glass bottles counted by weight. */
  emptyWeight?: number;
  fullWeight?: number;
  /** GS1 prefix of the barcode (779 = Argentina, 20 = in-store code for fresh produce). */
  origin: string;
  /** 2 for goods that arrive under two codes (single unit and a different packaging run). */
  barcodes: 1 | 2;
}

export const SUPPLIERS = {
  branca: 'Fratelli Branca Destilerías S.A.',
  porta: 'Porta Hnos. S.A.',
  campari: 'Campari Argentina S.A.',
  pernod: 'Pernod Ricard Argentina S.R.L.',
  diageo: 'Diageo Argentina S.A.',
  bacardi: 'Bacardi Martini Argentina S.A.',
  moet: 'Moët Hennessy Argentina S.A.',
  coca: 'Coca-Cola FEMSA de Buenos Aires S.A.',
  quilmes: 'Cervecería y Maltería Quilmes S.A.I.C.A. y G.',
  heineken: 'Heineken Argentina S.A.',
  redbull: 'Red Bull Argentina S.R.L.',
  danone: 'Aguas Danone de Argentina S.A.',
  drp: 'Distribuidora Río de la Plata S.R.L.',
  gin: 'Destilados de Autor Palermo S.R.L.',
  wine: 'Vinos de Cuyo Distribuidora S.A.',
  ice: 'Hielo Polar S.R.L.',
  produce: 'Frutas y Verduras Don Aníbal (Mercado Central, nave 4)',
  disposables: 'Descartables del Sur S.A.',
  cleaning: 'Química Limpia Oeste S.R.L.',
  pantry: 'Almacén Mayorista Costanera S.A.',
} as const;
const S = SUPPLIERS;

interface Options {
  pack?: number;
  origin?: string;
  barcodes?: 1 | 2;
  storage?: Storage;
  /** Empty bottle weight (g); default by size. */
  glass?: number;
  /** g/ml of the liquid; 0.95 for 40 % spirits. */
  density?: number;
}

function weights(ml: number, glass: number | undefined, density: number): { emptyWeight: number; fullWeight: number } {
  const empty = glass ?? (ml >= 1400 ? 1500 : ml >= 950 ? 620 : ml >= 700 ? 500 : 350);
  return { emptyWeight: empty, fullWeight: empty + Math.round(ml * density) };
}

/** A glass bottle of spirit, liqueur, wine…: counted by weight when partial. */
function bottle(
  key: string,
  name: string,
  category: string,
  ml: number,
  cost: number,
  supplier: string,
  o: Options = {},
): GoodSpec {
  const spec = item(key, name, category, 'bottle', ml, cost, supplier, { ...o, pack: o.pack ?? 6, storage: o.storage ?? 'dry' });
  return { ...spec, ...weights(ml, o.glass, o.density ?? 0.95) };
}

/** Anything else: cans, PET bottles, cartons, produce, supplies (no weights). */
function item(
  key: string,
  name: string,
  category: string,
  unit: GoodUnit,
  content: number,
  cost: number,
  supplier: string,
  o: Options = {},
): GoodSpec {
  return {
    key,
    name,
    category,
    unit,
    content,
    cost,
    supplier,
    pack: o.pack ?? 1,
    storage: o.storage ?? 'cold',
    origin: o.origin ?? '779',
    barcodes: o.barcodes ?? 1,
  };
}

/** A disposable supply (cups, straws, wristbands…): counted in units, kept in the dry store. */
function disposable(key: string, name: string, cost: number, pack: number): GoodSpec {
  return item(key, name, 'Descartables', 'unit', 0, cost, S.disposables, { pack, storage: 'dry' });
}

const wine = (key: string, name: string, ml: number, cost: number, o: Options = {}) =>
  bottle(key, name, 'Vinos', ml, cost, S.wine, { glass: 480, density: 0.99, ...o });
const sparkling = (key: string, name: string, ml: number, cost: number, supplier: string, o: Options = {}) =>
  bottle(key, name, 'Espumantes', ml, cost, supplier, { glass: ml > 1000 ? 1600 : 900, density: 0.99, storage: 'cold', ...o });
const beerCan = (key: string, name: string, cost: number, supplier: string, o: Options = {}) =>
  item(key, name, 'Cervezas', 'can', 473, cost, supplier, { pack: 24, ...o });
const soda = (key: string, name: string, ml: number, cost: number, supplier: string, o: Options = {}) =>
  item(key, name, 'Gaseosas', 'bottle', ml, cost, supplier, { pack: 6, ...o });
const energy = (key: string, name: string, ml: number, cost: number, supplier: string, o: Options = {}) =>
  item(key, name, 'Energizantes', 'can', ml, cost, supplier, { pack: 24, ...o });

export const GOODS: readonly GoodSpec[] = [
  // Fernet y amargos
  bottle('fernet750', 'Fernet Branca 750 ml', 'Fernet y amargos', 750, 14500, S.branca, { density: 1.02, barcodes: 2 }),
  bottle('fernet1000', 'Fernet Branca 1 L', 'Fernet y amargos', 1000, 18900, S.branca, { density: 1.02 }),
  bottle('fernet1882', 'Fernet 1882 750 ml', 'Fernet y amargos', 750, 9800, S.porta, { density: 1.02 }),
  bottle('vittone', 'Fernet Vittone 750 ml', 'Fernet y amargos', 750, 6900, S.drp, { density: 1.02 }),
  bottle('brancamenta', 'Branca Menta 750 ml', 'Fernet y amargos', 750, 14900, S.branca, { density: 1.02 }),
  bottle('cynar', 'Cynar 750 ml', 'Fernet y amargos', 750, 8900, S.campari, { density: 1.04 }),
  bottle('ramazzotti', 'Amaro Ramazzotti 700 ml', 'Fernet y amargos', 700, 16000, S.pernod, { density: 1.04, origin: '800' }),
  bottle('jager', 'Jägermeister 700 ml', 'Fernet y amargos', 700, 31000, S.drp, { density: 1.03, origin: '400', barcodes: 2 }),
  bottle('hesperidina', 'Hesperidina 1 L', 'Fernet y amargos', 1000, 8500, S.drp, { density: 1.05 }),
  // Aperitivos
  bottle('campari750', 'Campari 750 ml', 'Aperitivos', 750, 13800, S.campari, { density: 1.04, barcodes: 2 }),
  bottle('campari1000', 'Campari 1 L', 'Aperitivos', 1000, 17500, S.campari, { density: 1.04 }),
  bottle('aperol', 'Aperol 750 ml', 'Aperitivos', 750, 11500, S.campari, { density: 1.05, origin: '800' }),
  bottle('gancia', 'Gancia Americano 950 ml', 'Aperitivos', 950, 6200, S.drp, { density: 1.03, barcodes: 2 }),
  // Vermut
  bottle('cinzanorosso', 'Cinzano Rosso 1 L', 'Vermut', 1000, 6900, S.campari, { density: 1.04 }),
  bottle('cinzanobianco', 'Cinzano Bianco 1 L', 'Vermut', 1000, 6900, S.campari, { density: 1.04 }),
  bottle('martinirosso', 'Martini Rosso 995 ml', 'Vermut', 995, 7800, S.bacardi, { density: 1.04 }),
  bottle('martinibianco', 'Martini Bianco 995 ml', 'Vermut', 995, 7800, S.bacardi, { density: 1.04 }),
  bottle('lafuerza', 'La Fuerza Vermut Rojo 750 ml', 'Vermut', 750, 9500, S.gin, { density: 1.04 }),
  // Vodka
  bottle('smirnoff', 'Smirnoff 700 ml', 'Vodka', 700, 9800, S.diageo, { barcodes: 2 }),
  bottle('smirnoffraspberry', 'Smirnoff Raspberry 700 ml', 'Vodka', 700, 10500, S.diageo),
  bottle('absolut', 'Absolut 750 ml', 'Vodka', 750, 29000, S.pernod, { origin: '731', barcodes: 2 }),
  bottle('absolut1000', 'Absolut 1 L', 'Vodka', 1000, 36000, S.pernod, { origin: '731' }),
  bottle('absolutcitron', 'Absolut Citron 750 ml', 'Vodka', 750, 31000, S.pernod, { origin: '731' }),
  bottle('skyy', 'Skyy 750 ml', 'Vodka', 750, 11500, S.campari),
  bottle('eristoff', 'Eristoff 700 ml', 'Vodka', 700, 8900, S.bacardi),
  bottle('sernova', 'Sernova 700 ml', 'Vodka', 700, 7900, S.drp),
  bottle('greygoose', 'Grey Goose 750 ml', 'Vodka', 750, 78000, S.bacardi, { origin: '308', glass: 700 }),
  // Gin
  bottle('beefeater', 'Beefeater 750 ml', 'Gin', 750, 27500, S.pernod, { origin: '500', barcodes: 2 }),
  bottle('beefeater1000', 'Beefeater 1 L', 'Gin', 1000, 34000, S.pernod, { origin: '500' }),
  bottle('beefeaterpink', 'Beefeater Pink 700 ml', 'Gin', 700, 28500, S.pernod, { origin: '500' }),
  bottle('bombay', 'Bombay Sapphire 750 ml', 'Gin', 750, 41000, S.bacardi, { origin: '500', glass: 560, barcodes: 2 }),
  bottle('tanqueray', 'Tanqueray London Dry 750 ml', 'Gin', 750, 43000, S.diageo, { origin: '500', glass: 600 }),
  bottle('heraclito', 'Heráclito London Dry 750 ml', 'Gin', 750, 21500, S.gin, { glass: 650 }),
  bottle('apostoles', 'Príncipe de los Apóstoles 750 ml', 'Gin', 750, 24500, S.gin, { glass: 620 }),
  bottle('gordons', "Gordon's 700 ml", 'Gin', 700, 16500, S.diageo, { origin: '500' }),
  bottle('hendricks', "Hendrick's 700 ml", 'Gin', 700, 88000, S.drp, { origin: '500', glass: 720 }),
  bottle('brighton', 'Brighton London Dry 700 ml', 'Gin', 700, 11800, S.drp),
  bottle('buhero', 'Buhero Negro Gin 750 ml', 'Gin', 750, 26000, S.gin, { glass: 640 }),
  bottle('bulldog', 'Bulldog London Dry 700 ml', 'Gin', 700, 38000, S.campari, { origin: '500', glass: 640 }),
  // Whisky
  bottle('jwred', 'Johnnie Walker Red Label 1 L', 'Whisky', 1000, 29000, S.diageo, { origin: '500', barcodes: 2 }),
  bottle('jwred750', 'Johnnie Walker Red Label 750 ml', 'Whisky', 750, 23500, S.diageo, { origin: '500' }),
  bottle('jwblack', 'Johnnie Walker Black Label 750 ml', 'Whisky', 750, 64000, S.diageo, { origin: '500', glass: 560 }),
  bottle('chivas', 'Chivas Regal 12 años 750 ml', 'Whisky', 750, 72000, S.pernod, { origin: '500', glass: 600 }),
  bottle('jb', 'J&B Rare 750 ml', 'Whisky', 750, 22000, S.diageo, { origin: '500' }),
  bottle('jameson', 'Jameson 750 ml', 'Whisky', 750, 38000, S.pernod, { origin: '539' }),
  bottle('jack', "Jack Daniel's Old No. 7 750 ml", 'Whisky', 750, 52000, S.drp, { origin: '008', glass: 600 }),
  bottle('oldsmuggler', 'Old Smuggler 1 L', 'Whisky', 1000, 9500, S.campari),
  bottle('whitehorse', 'White Horse 1 L', 'Whisky', 1000, 14500, S.diageo, { origin: '500' }),
  // Ron y cachaça
  bottle('bacardiblanco', 'Bacardí Carta Blanca 750 ml', 'Ron y cachaça', 750, 16500, S.bacardi, { barcodes: 2 }),
  bottle('bacardioro', 'Bacardí Carta Oro 750 ml', 'Ron y cachaça', 750, 17500, S.bacardi),
  bottle('havana3', 'Havana Club Añejo 3 Años 750 ml', 'Ron y cachaça', 750, 19500, S.pernod, { origin: '850' }),
  bottle('havana7', 'Havana Club Añejo 7 Años 750 ml', 'Ron y cachaça', 750, 33000, S.pernod, { origin: '850' }),
  bottle('captain', 'Captain Morgan Spiced 750 ml', 'Ron y cachaça', 750, 26000, S.diageo),
  bottle('cachaca51', 'Cachaça 51 965 ml', 'Ron y cachaça', 965, 9500, S.drp, { origin: '789' }),
  // Tequila
  bottle('cuervo', 'José Cuervo Especial Reposado 750 ml', 'Tequila', 750, 26000, S.drp, { origin: '750', barcodes: 2 }),
  bottle('cuervosilver', 'José Cuervo Especial Silver 750 ml', 'Tequila', 750, 26000, S.drp, { origin: '750' }),
  bottle('olmeca', 'Olmeca Silver 700 ml', 'Tequila', 700, 22000, S.pernod, { origin: '750' }),
  // Licores
  bottle('baileys', 'Baileys Original 750 ml', 'Licores', 750, 31000, S.diageo, { origin: '500', density: 1.07 }),
  bottle('licor43', 'Licor 43 700 ml', 'Licores', 700, 48000, S.drp, { origin: '841', density: 1.12, glass: 650 }),
  bottle('disaronno', 'Disaronno 700 ml', 'Licores', 700, 42000, S.drp, { origin: '800', density: 1.08, glass: 620 }),
  bottle('durazno', 'Licor de durazno Marie Brizard 700 ml', 'Licores', 700, 9500, S.drp, { density: 1.1 }),
  bottle('triplesec', 'Triple Sec Marie Brizard 700 ml', 'Licores', 700, 9500, S.drp, { density: 1.1 }),
  bottle('tiamaria', 'Tía María 700 ml', 'Licores', 700, 28000, S.drp, { origin: '500', density: 1.1 }),
  bottle('amarula', 'Amarula Cream 750 ml', 'Licores', 750, 33000, S.drp, { origin: '600', density: 1.06 }),
  bottle('malibu', 'Malibu 750 ml', 'Licores', 750, 21000, S.pernod, { density: 1.0 }),
  // Espumantes
  sparkling('chandoneb', 'Chandon Extra Brut 750 ml', 750, 21500, S.moet, { barcodes: 2 }),
  sparkling('chandonbn', 'Chandon Brut Nature 750 ml', 750, 27000, S.moet),
  sparkling('chandondelice', 'Chandon Délice 750 ml', 750, 22500, S.moet),
  sparkling('chandonrose', 'Chandon Brut Rosé 750 ml', 750, 25500, S.moet),
  sparkling('chandonmagnum', 'Chandon Extra Brut Magnum 1,5 L', 1500, 52000, S.moet, { pack: 3 }),
  sparkling('baronbeb', 'Baron B Extra Brut 750 ml', 750, 32000, S.moet),
  sparkling('baronbbn', 'Baron B Brut Nature 750 ml', 750, 36000, S.moet),
  sparkling('moet', 'Moët & Chandon Impérial Brut 750 ml', 750, 185000, S.moet, { origin: '300' }),
  sparkling('nortonce', 'Norton Cosecha Especial Extra Brut 750 ml', 750, 9800, S.wine),
  // Vinos
  wine('trumpeter', 'Trumpeter Malbec 750 ml', 750, 7800),
  wine('rutini', 'Rutini Malbec 750 ml', 750, 24000, { glass: 600 }),
  wine('alamos', 'Alamos Malbec 750 ml', 750, 8600),
  wine('nortonreserva', 'Norton Reserva Malbec 750 ml', 750, 11500),
  wine('luigibosca', 'Luigi Bosca Malbec 750 ml', 750, 19500, { glass: 600 }),
  wine('santajulia', 'Santa Julia Chenin Dulce 750 ml', 750, 5800),
  wine('torrontes', 'El Esteco Torrontés 750 ml', 750, 9800),
  wine('almamora', 'Alma Mora Rosé 750 ml', 750, 6200),
  // Cervezas
  beerCan('quilmes', 'Quilmes Clásica lata 473 ml', 1450, S.quilmes, { barcodes: 2 }),
  beerCan('quilmesstout', 'Quilmes Stout lata 473 ml', 1650, S.quilmes),
  beerCan('stella', 'Stella Artois lata 473 ml', 2050, S.quilmes, { barcodes: 2 }),
  beerCan('stellanoire', 'Stella Artois Noire lata 473 ml', 2300, S.quilmes),
  item('corona', 'Corona porrón 330 ml', 'Cervezas', 'bottle', 330, 2200, S.quilmes, { pack: 24, origin: '750', barcodes: 2 }),
  item('corona710', 'Corona 710 ml', 'Cervezas', 'bottle', 710, 3600, S.quilmes, { pack: 12, origin: '750' }),
  beerCan('heineken', 'Heineken lata 473 ml', 2050, S.heineken, { barcodes: 2 }),
  item('heinekenporron', 'Heineken porrón 330 ml', 'Cervezas', 'bottle', 330, 2100, S.heineken, { pack: 24 }),
  beerCan('heineken00', 'Heineken 0.0 lata 473 ml', 2100, S.heineken),
  beerCan('brahma', 'Brahma lata 473 ml', 1350, S.quilmes),
  beerCan('patagonia', 'Patagonia Amber Lager lata 473 ml', 2400, S.quilmes),
  beerCan('patagoniaipa', 'Patagonia 24.7 Session IPA lata 473 ml', 2500, S.quilmes),
  beerCan('imperial', 'Imperial Golden lata 473 ml', 1700, S.heineken),
  beerCan('amstel', 'Amstel Lager lata 473 ml', 1550, S.heineken),
  beerCan('budweiser', 'Budweiser lata 473 ml', 1600, S.quilmes),
  beerCan('andes', 'Andes Origen Roja lata 473 ml', 1700, S.quilmes),
  item('choppstella', 'Chopp Stella Artois (barril 50 L, por litro)', 'Cervezas', 'l', 1000, 3200, S.quilmes, { pack: 50 }),
  item('choppquilmes', 'Chopp Quilmes (barril 50 L, por litro)', 'Cervezas', 'l', 1000, 2400, S.quilmes, { pack: 50 }),
  // Gaseosas
  soda('coca', 'Coca-Cola 1,5 L', 1500, 3100, S.coca, { barcodes: 2 }),
  soda('coca225', 'Coca-Cola 2,25 L', 2250, 3900, S.coca),
  soda('cocasa', 'Coca-Cola Sin Azúcar 1,5 L', 1500, 3100, S.coca, { barcodes: 2 }),
  item('cocalata', 'Coca-Cola lata 354 ml', 'Gaseosas', 'can', 354, 1200, S.coca, { pack: 6 }),
  soda('sprite', 'Sprite 1,5 L', 1500, 2800, S.coca),
  soda('spritezero', 'Sprite Zero 1,5 L', 1500, 2800, S.coca),
  soda('fanta', 'Fanta Naranja 1,5 L', 1500, 2800, S.coca),
  soda('tonica', 'Schweppes Tónica 1,5 L', 1500, 3000, S.coca, { barcodes: 2 }),
  item('tonicalata', 'Schweppes Tónica lata 310 ml', 'Gaseosas', 'can', 310, 1300, S.coca, { pack: 6 }),
  soda('gingerale', 'Schweppes Ginger Ale 1,5 L', 1500, 3000, S.coca),
  soda('pomeloschweppes', 'Schweppes Pomelo 1,5 L', 1500, 3000, S.coca),
  soda('pomelo', 'Paso de los Toros Pomelo 1,5 L', 1500, 2500, S.quilmes),
  soda('pdlttonica', 'Paso de los Toros Tónica 1,5 L', 1500, 2500, S.quilmes),
  soda('pepsi', 'Pepsi 1,5 L', 1500, 2600, S.quilmes),
  soda('sevenup', '7Up 1,5 L', 1500, 2600, S.quilmes),
  soda('soda', 'Soda Ivess 2 L', 2000, 1300, S.drp),
  // Energizantes
  energy('redbull', 'Red Bull 250 ml', 250, 2250, S.redbull, { origin: '900', barcodes: 2 }),
  energy('redbullsf', 'Red Bull Sugarfree 250 ml', 250, 2250, S.redbull, { origin: '900' }),
  energy('redbulltropical', 'Red Bull Tropical 250 ml', 250, 2350, S.redbull, { origin: '900' }),
  energy('redbull473', 'Red Bull 473 ml', 473, 3900, S.redbull, { origin: '900' }),
  energy('speed', 'Speed Unlimited 250 ml', 250, 1250, S.drp, { barcodes: 2 }),
  energy('speedxl', 'Speed XL 473 ml', 473, 1800, S.drp),
  energy('monster', 'Monster Energy 473 ml', 473, 2700, S.coca),
  energy('monsterultra', 'Monster Ultra 473 ml', 473, 2700, S.coca),
  // Aguas
  item('agua', 'Villavicencio sin gas 500 ml', 'Aguas', 'bottle', 500, 850, S.danone, { pack: 12, barcodes: 2 }),
  item('aguagas', 'Villavicencio con gas 500 ml', 'Aguas', 'bottle', 500, 850, S.danone, { pack: 12 }),
  item('eco', 'Eco de los Andes sin gas 500 ml', 'Aguas', 'bottle', 500, 800, S.drp, { pack: 12 }),
  item('agua1500', 'Villavicencio sin gas 1,5 L', 'Aguas', 'bottle', 1500, 1500, S.danone, { pack: 6 }),
  item('aquarius', 'Aquarius Pomelo 500 ml', 'Aguas', 'bottle', 500, 1100, S.coca, { pack: 12 }),
  item('levite', 'Levité Pomelo 1,5 L', 'Aguas', 'bottle', 1500, 1800, S.danone, { pack: 6 }),
  // Jugos y jarabes
  item('cepita', 'Cepita Naranja 1 L', 'Jugos y jarabes', 'unit', 1000, 1900, S.coca, { pack: 12 }),
  item('arandano', 'Jugo de arándanos 1 L', 'Jugos y jarabes', 'unit', 1000, 4500, S.drp, { pack: 12 }),
  item('jugolimon', 'Jugo de limón natural 1 L', 'Jugos y jarabes', 'unit', 1000, 3800, S.produce, { pack: 6 }),
  item('jarabe', 'Jarabe de goma 1 L', 'Jugos y jarabes', 'bottle', 1000, 2400, S.drp, { pack: 6, storage: 'dry' }),
  item('granadina', 'Granadina 1 L', 'Jugos y jarabes', 'bottle', 1000, 2600, S.drp, { pack: 6, storage: 'dry' }),
  item('purefrutilla', 'Puré de frutilla congelado 1 kg', 'Jugos y jarabes', 'kg', 1000, 5500, S.produce, { pack: 5 }),
  item('maracuya', 'Pulpa de maracuyá 1 kg', 'Jugos y jarabes', 'kg', 1000, 6500, S.produce, { pack: 5 }),
  item('angostura', 'Angostura Aromatic Bitters 200 ml', 'Jugos y jarabes', 'bottle', 200, 12000, S.drp, {
    storage: 'dry',
    origin: '075',
  }),
  // Frutas y verduras (in-store codes, sold by weight)
  item('limon', 'Limón (kg)', 'Frutas y verduras', 'kg', 1000, 2800, S.produce, { pack: 18, origin: '20' }),
  item('naranja', 'Naranja (kg)', 'Frutas y verduras', 'kg', 1000, 1600, S.produce, { pack: 18, origin: '20' }),
  item('lima', 'Lima (kg)', 'Frutas y verduras', 'kg', 1000, 6500, S.produce, { pack: 5, origin: '20' }),
  item('menta', 'Menta fresca (atado)', 'Frutas y verduras', 'unit', 0, 900, S.produce, { pack: 10, origin: '20' }),
  item('jengibre', 'Jengibre (kg)', 'Frutas y verduras', 'kg', 1000, 7500, S.produce, { origin: '20' }),
  item('pepino', 'Pepino (kg)', 'Frutas y verduras', 'kg', 1000, 2200, S.produce, { pack: 5, origin: '20' }),
  item('frutosrojos', 'Frutos rojos congelados (kg)', 'Frutas y verduras', 'kg', 1000, 9000, S.produce, {
    pack: 2,
    origin: '20',
  }),
  // Almacén
  item('azucar', 'Azúcar (kg)', 'Almacén', 'kg', 1000, 1300, S.pantry, { pack: 10, storage: 'dry' }),
  item('sal', 'Sal fina (kg)', 'Almacén', 'kg', 1000, 900, S.pantry, { pack: 10, storage: 'dry' }),
  // Hielo
  item('hielo', 'Hielo rolito bolsa 10 kg', 'Hielo', 'unit', 10000, 3800, S.ice, { pack: 10, barcodes: 2 }),
  item('hielopicado', 'Hielo picado bolsa 10 kg', 'Hielo', 'unit', 10000, 4200, S.ice, { pack: 5 }),
  // Descartables
  disposable('vaso500', 'Vaso descartable 500 cc (tira x 50)', 6500, 20),
  disposable('vaso300', 'Vaso descartable 300 cc (tira x 50)', 4800, 20),
  disposable('vasoshot', 'Vaso shot 60 cc (tira x 50)', 2500, 20),
  disposable('copaacrilico', 'Copa champagne acrílica (caja x 12)', 14000, 4),
  disposable('sorbetes', 'Sorbetes flexibles (caja x 500)', 5200, 10),
  disposable('servilletas', 'Servilletas (paquete x 100)', 900, 40),
  disposable('bengalas', 'Bengalas para botellas (caja x 36)', 24000, 2),
  disposable('pulseras', 'Pulseras VIP de tela (x 100)', 18000, 5),
  disposable('tickets', 'Talonario tickets de guardarropa (x 500)', 3500, 10),
  // Limpieza
  item('lavandina', 'Lavandina 5 L', 'Limpieza', 'unit', 5000, 4200, S.cleaning, { pack: 4, storage: 'dry' }),
  item('detergente', 'Detergente 5 L', 'Limpieza', 'unit', 5000, 6800, S.cleaning, { pack: 4, storage: 'dry' }),
  item('desengrasante', 'Desengrasante 5 L', 'Limpieza', 'unit', 5000, 7500, S.cleaning, { pack: 4, storage: 'dry' }),
  item('alcoholgel', 'Alcohol en gel 5 L', 'Limpieza', 'unit', 5000, 11000, S.cleaning, { pack: 2, storage: 'dry' }),
  item('bolsasresiduo', 'Bolsas de residuo 80x110 (x 10)', 'Limpieza', 'unit', 0, 1800, S.cleaning, { pack: 20, storage: 'dry' }),
  // Cocina (the resto's dishes are not costed by recipe yet)
  item('papas', 'Papas bastón congeladas 2,5 kg', 'Cocina', 'unit', 2500, 9500, S.pantry, { pack: 4 }),
  item('cheddar', 'Salsa cheddar 3,6 kg', 'Cocina', 'unit', 3600, 21000, S.pantry, { pack: 2 }),
  item('muzzarella', 'Muzzarella (kg)', 'Cocina', 'kg', 1000, 9000, S.pantry, { pack: 5 }),
  item('medallones', 'Medallones de carne (caja x 20)', 'Cocina', 'unit', 0, 28000, S.pantry, { pack: 2 }),
  item('panhamburguesa', 'Pan de hamburguesa (x 12)', 'Cocina', 'unit', 0, 4500, S.pantry, { pack: 4 }),
  item('nachos', 'Nachos (bolsa 1 kg)', 'Cocina', 'unit', 1000, 7000, S.pantry, { pack: 4, storage: 'dry' }),
];

/** SKU prefixes by category: FER-001, GIN-004… */
export const SKU_PREFIX: Record<string, string> = {
  'Fernet y amargos': 'FER',
  Aperitivos: 'APE',
  Vermut: 'VER',
  Vodka: 'VOD',
  Gin: 'GIN',
  Whisky: 'WHI',
  'Ron y cachaça': 'RON',
  Tequila: 'TEQ',
  Licores: 'LIC',
  Espumantes: 'ESP',
  Vinos: 'VIN',
  Cervezas: 'CER',
  Gaseosas: 'GAS',
  Energizantes: 'ENE',
  Aguas: 'AGU',
  'Jugos y jarabes': 'JUG',
  'Frutas y verduras': 'FRU',
  Almacén: 'ALM',
  Hielo: 'HIE',
  Descartables: 'DES',
  Limpieza: 'LIM',
  Cocina: 'COC',
};
