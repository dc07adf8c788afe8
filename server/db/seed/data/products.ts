// What the club sells, at early-2026 Buenos Aires prices (ARS, VAT included), with recipes and how
// often each drink is ordered. Recipe amounts are ml (or g) of a good, or whole units; the seed
// turns them into fractions of the good's unit (50 ml of a 750 ml bottle = 0.067).

export type ProductKind = 'drink' | 'entry' | 'cloakroom' | 'dish' | 'other';

export interface RecipeSpec {
  good: string;
  /** ml (or g) of the good's content… */
  ml?: number;
  /** …or whole units (a can, a bottle). */
  units?: number;
}

export interface ProductSpec {
  name: string;
  kind: ProductKind;
  category: string;
  /** 'Lista general' price, ARS. */
  price: number;
  /** 'Lista VIP' price, ARS; default: general + 25 % for drinks, same for the rest. */
  vipPrice?: number;
  /** Relative popularity at the bars (drinks) or at its counter (entries, cloakroom). */
  weight: number;
  /** Part of the tiny 'test' catalogue. */
  core?: boolean;
  recipe: RecipeSpec[];
}

const ml = (good: string, amount: number): RecipeSpec => ({ good, ml: amount });
const units = (good: string, amount: number): RecipeSpec => ({ good, units: amount });
const ICE = ml('hielo', 300);
const ICE_BUCKET = ml('hielo', 2000);

function drink(name: string, category: string, price: number, weight: number, recipe: RecipeSpec[], core = false): ProductSpec {
  return { name, kind: 'drink', category, price, weight, recipe, ...(core ? { core } : {}) };
}

export const PRODUCTS: readonly ProductSpec[] = [
  // Tragos
  drink('Fernet con Coca', 'Tragos', 9500, 22, [ml('fernet750', 70), ml('coca', 230), ICE], true),
  drink('Fernet con Coca Sin Azúcar', 'Tragos', 9500, 4, [ml('fernet750', 70), ml('cocasa', 230), ICE]),
  drink('Fernet 1882 con Coca', 'Tragos', 7500, 3, [ml('fernet1882', 70), ml('coca', 230), ICE]),
  drink('Gin Tonic Beefeater', 'Tragos', 11000, 9, [ml('beefeater', 60), ml('tonica', 200), ml('limon', 20), ICE], true),
  drink('Gin Tonic Bombay Sapphire', 'Tragos', 13500, 4, [ml('bombay', 60), ml('tonica', 200), ml('limon', 20), ICE]),
  drink('Gin Tonic Heráclito', 'Tragos', 11500, 3, [ml('heraclito', 60), ml('tonica', 200), ml('pepino', 30), ICE]),
  drink('Apóstoles con pomelo', 'Tragos', 12000, 3, [ml('apostoles', 60), ml('pomelo', 200), ICE]),
  drink('Gin Tonic Tanqueray', 'Tragos', 13500, 2, [ml('tanqueray', 60), ml('tonica', 200), ml('limon', 20), ICE]),
  drink('Vodka con Speed', 'Tragos', 9000, 10, [ml('smirnoff', 60), units('speed', 1), ICE], true),
  drink('Absolut con Red Bull', 'Tragos', 12500, 5, [ml('absolut', 60), units('redbull', 1), ICE]),
  drink('Destornillador', 'Tragos', 8500, 2, [ml('smirnoff', 60), ml('cepita', 200), ICE]),
  drink('Caipiroska', 'Tragos', 9500, 3, [ml('smirnoff', 60), ml('lima', 60), ml('azucar', 20), ml('hielopicado', 300)]),
  drink('Caipirinha', 'Tragos', 9500, 1.5, [ml('cachaca51', 60), ml('lima', 60), ml('azucar', 20), ml('hielopicado', 300)]),
  drink('Mojito', 'Tragos', 10000, 3, [
    ml('bacardiblanco', 50),
    units('menta', 0.2),
    ml('lima', 40),
    ml('azucar', 20),
    ml('soda', 100),
    ml('hielopicado', 300),
  ]),
  drink('Cuba Libre', 'Tragos', 9500, 2, [ml('havana3', 50), ml('coca', 200), ml('limon', 10), ICE]),
  drink('Campari con naranja', 'Tragos', 8500, 4, [ml('campari750', 60), ml('cepita', 200), ICE]),
  drink('Campari Tonic', 'Tragos', 8500, 1.5, [ml('campari750', 60), ml('tonica', 200), ICE]),
  drink('Gancia con Sprite', 'Tragos', 7500, 3, [ml('gancia', 80), ml('sprite', 200), ml('limon', 10), ICE]),
  drink('Aperol Spritz', 'Tragos', 11000, 3, [ml('aperol', 60), ml('chandoneb', 90), ml('soda', 30), ml('naranja', 20), ICE]),
  drink('Negroni', 'Tragos', 11000, 1.2, [
    ml('beefeater', 30),
    ml('campari750', 30),
    ml('cinzanorosso', 30),
    ml('naranja', 10),
    ICE,
  ]),
  drink('Cynar con pomelo', 'Tragos', 8000, 1.5, [ml('cynar', 60), ml('pomelo', 200), ICE]),
  drink('Vermut con soda', 'Tragos', 7000, 1.5, [ml('cinzanorosso', 90), ml('soda', 150), ICE]),
  drink('Jäger Bomb', 'Tragos', 9000, 2, [ml('jager', 40), units('redbull', 0.5)]),
  drink('Whisky Johnnie Walker Red Label', 'Tragos', 10500, 2, [ml('jwred', 60), ICE]),
  drink('Whisky Johnnie Walker Black Label', 'Tragos', 15000, 1, [ml('jwblack', 60), ICE]),
  drink('Whisky Jameson', 'Tragos', 12000, 1, [ml('jameson', 60), ICE]),
  drink('Jack con Coca', 'Tragos', 12500, 1.5, [ml('jack', 50), ml('coca', 200), ICE]),
  drink('Tequila Sunrise', 'Tragos', 10000, 1.5, [ml('cuervo', 50), ml('cepita', 150), ml('granadina', 15), ICE]),
  drink('Sex on the Beach', 'Tragos', 10000, 1.5, [
    ml('smirnoff', 40),
    ml('durazno', 20),
    ml('cepita', 60),
    ml('arandano', 60),
    ICE,
  ]),
  drink('Daiquiri de frutilla', 'Tragos', 10500, 1.5, [
    ml('bacardiblanco', 50),
    ml('purefrutilla', 60),
    ml('jarabe', 20),
    ml('hielopicado', 200),
  ]),
  drink('Baileys con hielo', 'Tragos', 9500, 0.8, [ml('baileys', 60), ICE]),
  drink('Branca con Coca', 'Tragos', 9500, 1.5, [ml('brancamenta', 70), ml('coca', 230), ICE]),
  // Shots
  drink('Shot de Jägermeister', 'Shots', 5500, 3, [ml('jager', 40)], true),
  drink('Shot de tequila', 'Shots', 5000, 3, [ml('cuervosilver', 40), ml('limon', 10)]),
  drink('Shot de Fernet', 'Shots', 4000, 2, [ml('fernet750', 40)]),
  drink('Shot de Licor 43', 'Shots', 6000, 1, [ml('licor43', 40)]),
  drink('Shot de Absolut', 'Shots', 5000, 1, [ml('absolut', 40)]),
  drink('Shot de Branca Menta', 'Shots', 4000, 1, [ml('brancamenta', 40)]),
  // Cervezas
  drink('Quilmes Clásica lata 473 ml', 'Cervezas', 4500, 8, [units('quilmes', 1)], true),
  drink('Stella Artois lata 473 ml', 'Cervezas', 5500, 6, [units('stella', 1)]),
  drink('Heineken lata 473 ml', 'Cervezas', 5500, 5, [units('heineken', 1)]),
  drink('Corona porrón 330 ml', 'Cervezas', 5500, 4, [units('corona', 1), ml('limon', 10)]),
  drink('Brahma lata 473 ml', 'Cervezas', 4000, 3, [units('brahma', 1)]),
  drink('Patagonia Amber Lager lata 473 ml', 'Cervezas', 6000, 2, [units('patagonia', 1)]),
  drink('Imperial Golden lata 473 ml', 'Cervezas', 4800, 2, [units('imperial', 1)]),
  drink('Chopp Stella Artois 500 cc', 'Cervezas', 6000, 3, [ml('choppstella', 500)]),
  drink('Chopp Quilmes 500 cc', 'Cervezas', 5000, 2, [ml('choppquilmes', 500)]),
  // Sin alcohol
  drink('Agua mineral sin gas 500 ml', 'Sin alcohol', 3500, 6, [units('agua', 1)], true),
  drink('Agua mineral con gas 500 ml', 'Sin alcohol', 3500, 1.5, [units('aguagas', 1)]),
  drink('Coca-Cola lata 354 ml', 'Sin alcohol', 4000, 2, [units('cocalata', 1)]),
  drink('Gaseosa en vaso', 'Sin alcohol', 3500, 2, [ml('coca', 300), ICE]),
  drink('Red Bull 250 ml', 'Sin alcohol', 6500, 4, [units('redbull', 1)], true),
  drink('Red Bull Sugarfree 250 ml', 'Sin alcohol', 6500, 1, [units('redbullsf', 1)]),
  drink('Speed Unlimited 250 ml', 'Sin alcohol', 4500, 3, [units('speed', 1)]),
  drink('Monster Energy 473 ml', 'Sin alcohol', 6500, 1.5, [units('monster', 1)]),
  drink('Jugo de naranja', 'Sin alcohol', 4000, 1, [ml('cepita', 300), ICE]),
  drink('Limonada con menta y jengibre', 'Sin alcohol', 5500, 1, [
    ml('jugolimon', 60),
    units('menta', 0.1),
    ml('jengibre', 10),
    ml('jarabe', 30),
    ml('soda', 200),
    ICE,
  ]),
  // Botellas (bottle service, mostly at the VIP bar)
  drink('Champagne Chandon Extra Brut (botella)', 'Botellas', 95000, 0.6, [units('chandoneb', 1), ICE_BUCKET], true),
  drink('Champagne Chandon Brut Nature (botella)', 'Botellas', 110000, 0.3, [units('chandonbn', 1), ICE_BUCKET]),
  drink('Champagne Baron B Extra Brut (botella)', 'Botellas', 125000, 0.25, [units('baronbeb', 1), ICE_BUCKET]),
  drink('Champagne Baron B Brut Nature (botella)', 'Botellas', 140000, 0.15, [units('baronbbn', 1), ICE_BUCKET]),
  drink('Moët & Chandon Impérial (botella)', 'Botellas', 450000, 0.03, [units('moet', 1), ICE_BUCKET]),
  drink('Botella Absolut + 4 Red Bull', 'Botellas', 185000, 0.3, [units('absolut', 1), units('redbull', 4), ICE_BUCKET]),
  drink('Botella Smirnoff + 4 Speed', 'Botellas', 95000, 0.5, [units('smirnoff', 1), units('speed', 4), ICE_BUCKET]),
  drink('Botella Fernet Branca + 2 Coca-Cola 1,5 L', 'Botellas', 85000, 0.5, [
    units('fernet750', 1),
    units('coca', 2),
    ICE_BUCKET,
  ]),
  drink('Botella Beefeater + 2 tónicas 1,5 L', 'Botellas', 150000, 0.2, [units('beefeater', 1), units('tonica', 2), ICE_BUCKET]),
  drink('Botella Bombay Sapphire + 2 tónicas 1,5 L', 'Botellas', 195000, 0.1, [
    units('bombay', 1),
    units('tonica', 2),
    ICE_BUCKET,
  ]),
  drink('Botella Johnnie Walker Black Label', 'Botellas', 230000, 0.1, [units('jwblack', 1), ICE_BUCKET]),
  drink('Botella Johnnie Walker Red Label 1 L + gaseosas', 'Botellas', 130000, 0.15, [
    units('jwred', 1),
    units('coca', 2),
    ICE_BUCKET,
  ]),
  drink('Botella Chivas Regal 12', 'Botellas', 260000, 0.05, [units('chivas', 1), ICE_BUCKET]),
  drink('Balde Stella Artois (6 latas)', 'Botellas', 30000, 0.6, [units('stella', 6), ICE_BUCKET]),
  drink('Balde Corona (6 porrones)', 'Botellas', 30000, 0.5, [units('corona', 6), ml('limon', 60), ICE_BUCKET]),
  drink('Vino Trumpeter Malbec (botella)', 'Botellas', 32000, 0.2, [units('trumpeter', 1)]),
  drink('Vino Rutini Malbec (botella)', 'Botellas', 85000, 0.05, [units('rutini', 1)]),
  drink('Copa de vino Malbec', 'Tragos', 8000, 0.6, [ml('alamos', 150)]),
  drink('Copa de Chandon', 'Tragos', 12000, 0.8, [ml('chandoneb', 150)]),
  // Entradas (ticket offices)
  { name: 'Entrada general', kind: 'entry', category: 'Entradas', price: 15000, weight: 82, core: true, recipe: [] },
  { name: 'Entrada VIP', kind: 'entry', category: 'Entradas', price: 35000, weight: 6, recipe: [] },
  { name: 'Entrada promo hasta 01:30', kind: 'entry', category: 'Entradas', price: 8000, weight: 12, recipe: [] },
  // Guardarropa
  { name: 'Guardarropa', kind: 'cloakroom', category: 'Guardarropa', price: 3000, weight: 85, core: true, recipe: [] },
  { name: 'Guardarropa bolso grande', kind: 'cloakroom', category: 'Guardarropa', price: 5000, weight: 15, recipe: [] },
  // Cocina (resto and mobile orders)
  { name: 'Papas fritas con cheddar y panceta', kind: 'dish', category: 'Cocina', price: 12000, weight: 3, recipe: [] },
  { name: 'Tabla de picada para dos', kind: 'dish', category: 'Cocina', price: 28000, weight: 2, recipe: [] },
  { name: 'Hamburguesa completa con papas', kind: 'dish', category: 'Cocina', price: 16000, weight: 2, recipe: [] },
  { name: 'Pizza muzzarella', kind: 'dish', category: 'Cocina', price: 14000, weight: 2, recipe: [] },
  { name: 'Nachos con guacamole', kind: 'dish', category: 'Cocina', price: 11000, weight: 1.5, recipe: [] },
  { name: 'Empanadas (media docena)', kind: 'dish', category: 'Cocina', price: 13000, weight: 1, recipe: [] },
];
