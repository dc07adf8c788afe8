// German and French for the Spanish messages of catalogue.ts (merged into server/lib/messages.ts),
// including the validation messages of src/contract/inventory-catalogue.ts.
export const MESSAGES: Record<string, { de: string; fr: string }> = {
  // Validation (src/contract/inventory-catalogue.ts)
  'Indica un nombre': { de: 'Geben Sie einen Namen an', fr: 'Indiquez un nom' },
  'El nombre es demasiado largo': { de: 'Der Name ist zu lang', fr: 'Le nom est trop long' },
  'El tipo de ubicación no es válido': { de: 'Die Art des Standorts ist ungültig', fr: 'Le type d’emplacement n’est pas valide' },
  'Indica si está activo': { de: 'Geben Sie an, ob es aktiv ist', fr: 'Indiquez s’il est actif' },
  'Indica el código interno (SKU)': { de: 'Geben Sie die Artikelnummer (SKU) an', fr: 'Indiquez la référence interne (SKU)' },
  'El código interno es demasiado largo': { de: 'Die Artikelnummer ist zu lang', fr: 'La référence interne est trop longue' },
  'Indica una categoría': { de: 'Geben Sie eine Kategorie an', fr: 'Indiquez une catégorie' },
  'La categoría es demasiado larga': { de: 'Die Kategorie ist zu lang', fr: 'La catégorie est trop longue' },
  'La unidad no es válida': { de: 'Die Einheit ist ungültig', fr: 'L’unité n’est pas valide' },
  'El contenido debe ser un número entero de 0 o más': {
    de: 'Der Inhalt muss eine ganze Zahl von 0 oder mehr sein',
    fr: 'Le contenu doit être un nombre entier supérieur ou égal à 0',
  },
  'El peso debe ser un número entero de gramos mayor que 0': {
    de: 'Das Gewicht muss eine ganze Zahl von Gramm größer als 0 sein',
    fr: 'Le poids doit être un nombre entier de grammes supérieur à 0',
  },
  'El peso vacío debe ser menor que el peso lleno': {
    de: 'Das Leergewicht muss kleiner als das Vollgewicht sein',
    fr: 'Le poids à vide doit être inférieur au poids plein',
  },
  'El costo debe ser un importe de 0 o más': {
    de: 'Die Kosten müssen ein Betrag von 0 oder mehr sein',
    fr: 'Le coût doit être un montant supérieur ou égal à 0',
  },
  'El proveedor es demasiado largo': { de: 'Der Lieferant ist zu lang', fr: 'Le fournisseur est trop long' },
  'El bulto del proveedor debe ser un número entero de 1 o más': {
    de: 'Die Gebindegröße des Lieferanten muss eine ganze Zahl von 1 oder mehr sein',
    fr: 'Le colisage du fournisseur doit être un nombre entier supérieur ou égal à 1',
  },
  'Indica el código de barras': { de: 'Geben Sie den Strichcode an', fr: 'Indiquez le code-barres' },
  'El código de barras es demasiado largo': { de: 'Der Strichcode ist zu lang', fr: 'Le code-barres est trop long' },
  'El código de barras solo admite letras, números, puntos y guiones': {
    de: 'Der Strichcode darf nur Buchstaben, Ziffern, Punkte und Bindestriche enthalten',
    fr: 'Le code-barres n’admet que des lettres, des chiffres, des points et des tirets',
  },
  'Un código de barras está repetido': { de: 'Ein Strichcode ist doppelt', fr: 'Un code-barres est en double' },
  'Una mercadería admite hasta 20 códigos de barras': {
    de: 'Eine Ware kann höchstens 20 Strichcodes haben',
    fr: 'Une marchandise admet au plus 20 codes-barres',
  },
  'El tipo de producto no es válido': { de: 'Die Produktart ist ungültig', fr: 'Le type de produit n’est pas valide' },
  'La cantidad debe ser mayor que 0': { de: 'Die Menge muss größer als 0 sein', fr: 'La quantité doit être supérieure à 0' },
  'Una mercadería está repetida en la receta': {
    de: 'Eine Ware kommt im Rezept doppelt vor',
    fr: 'Une marchandise apparaît deux fois dans la recette',
  },
  'La receta admite hasta 50 mercaderías': {
    de: 'Ein Rezept kann höchstens 50 Waren enthalten',
    fr: 'Une recette admet au plus 50 marchandises',
  },
  'La fecha de inicio no puede ser posterior a la de fin': {
    de: 'Das Anfangsdatum darf nicht nach dem Enddatum liegen',
    fr: 'La date de début ne peut pas être postérieure à la date de fin',
  },
  'El precio debe ser un importe de 0 o más': {
    de: 'Der Preis muss ein Betrag von 0 oder mehr sein',
    fr: 'Le prix doit être un montant supérieur ou égal à 0',
  },
  'Un producto está repetido en la lista': {
    de: 'Ein Produkt kommt in der Liste doppelt vor',
    fr: 'Un produit apparaît deux fois dans la liste',
  },
  'Una lista admite hasta 2000 productos': {
    de: 'Eine Liste kann höchstens 2000 Produkte enthalten',
    fr: 'Une liste admet au plus 2000 produits',
  },
  // Business rules (catalogue.service.ts)
  'Ya existe un depósito o una barra con ese nombre': {
    de: 'Es gibt bereits ein Lager oder eine Bar mit diesem Namen',
    fr: 'Un dépôt ou un bar porte déjà ce nom',
  },
  'No se puede desactivar: todavía tiene stock. Transfiere o ajusta el stock antes.': {
    de: 'Deaktivieren nicht möglich: Es ist noch Bestand vorhanden. Buchen Sie den Bestand zuerst um oder korrigieren Sie ihn.',
    fr: 'Impossible de désactiver : il reste du stock. Transférez ou ajustez le stock d’abord.',
  },
  'No se puede desactivar: un punto de venta activo descuenta stock de esta barra': {
    de: 'Deaktivieren nicht möglich: Eine aktive Verkaufsstelle bucht Bestand von dieser Bar ab',
    fr: 'Impossible de désactiver : un point de vente actif prélève le stock de ce bar',
  },
  'Ya existe una mercadería con ese código interno (SKU)': {
    de: 'Es gibt bereits eine Ware mit dieser Artikelnummer (SKU)',
    fr: 'Une marchandise avec cette référence interne (SKU) existe déjà',
  },
  'Ese código de barras ya está asignado a una mercadería': {
    de: 'Dieser Strichcode ist bereits einer Ware zugeordnet',
    fr: 'Ce code-barres est déjà attribué à une marchandise',
  },
  'El código de barras no existe': { de: 'Der Strichcode existiert nicht', fr: 'Le code-barres n’existe pas' },
  'El producto no existe': { de: 'Das Produkt existiert nicht', fr: 'Le produit n’existe pas' },
  'La lista de precios no existe': { de: 'Die Preisliste existiert nicht', fr: 'La liste de prix n’existe pas' },
};
