// Common Argentine first names and surnames for card holders, guests and staff.

export const FEMALE_NAMES: readonly string[] = (
  'Sofía,Valentina,Martina,Camila,Lucía,Julieta,Florencia,Agustina,Micaela,Milagros,Victoria,Catalina,' +
  'Paula,Carolina,Daniela,Rocío,Antonella,Brenda,Belén,Candela,Delfina,Josefina,Abril,Guadalupe,Lourdes,' +
  'Malena,Pilar,Sol,Luciana,Natalia,Romina,Mariana,Jazmín,Ailén,Aldana,Celeste,Eugenia,Ludmila,Magalí,' +
  'Noelia'
).split(',');

export const MALE_NAMES: readonly string[] = (
  'Mateo,Santiago,Tomás,Joaquín,Benjamín,Nicolás,Lautaro,Facundo,Agustín,Juan Cruz,Franco,Ignacio,' +
  'Matías,Gonzalo,Federico,Martín,Lucas,Thiago,Bautista,Valentín,Gastón,Leandro,Emiliano,Maximiliano,' +
  'Ezequiel,Rodrigo,Sebastián,Diego,Alejandro,Pablo,Hernán,Marcos,Bruno,Julián,Ramiro,Iván,Nahuel,Axel,' +
  'Lisandro,Santino'
).split(',');

export const SURNAMES: readonly string[] = (
  'González,Rodríguez,Gómez,Fernández,López,Díaz,Martínez,Pérez,García,Sánchez,Romero,Sosa,Álvarez,' +
  'Torres,Ruiz,Ramírez,Flores,Acosta,Benítez,Medina,Suárez,Herrera,Aguirre,Pereyra,Gutiérrez,Giménez,' +
  'Molina,Silva,Castro,Rojas,Ortiz,Luna,Juárez,Cabrera,Ríos,Ferreyra,Godoy,Morales,Domínguez,Moreno,' +
  'Peralta,Vega,Carrizo,Quiroga,Castillo,Ledesma,Muñoz,Ojeda,Ponce,Vera,Vázquez,Villalba,Cardozo,' +
  'Navarro,Ramos,Arias,Coronel,Córdoba,Figueroa,Correa,Cáceres,Vargas,Maldonado,Mansilla,Farías,Rivero,' +
  'Paz,Miranda,Roldán,Méndez,Lucero,Cruz,Hernández,Agüero,Páez,Blanco,Mendoza,Barrios,Escobar,Ávila,' +
  'Soria,Leiva,Acuña,Maidana,Moyano,Campos,Olivera,Duarte,Soto,Bustos,Chávez,Rossi,Bianchi,Ferrari,' +
  'Russo,Romano,Colombo,Costa,Fontana,Greco,Marino,Lombardi,Galli,Conti,Ricci,Sartori,Bruno,Caruso,' +
  'Gallo,Santoro'
).split(',');

export const EMAIL_DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.ar', 'live.com.ar'];

/** Promoters (RRPP) who hand out free-entry lists. */
export const PROMOTERS = [
  'Lista de Nico',
  'Lista de Flor',
  'Lista Rama RRPP',
  'Lista de Cami',
  'Lista Juani',
  'Lista de Maxi',
  'Cumpleaños',
];

/** Resident and guest DJs, paid per night. */
export const DJS = ['DJ Nacho Tenso', 'DJ Flor Vidal', 'Facu Carri b2b Juli Ludueña', 'DJ Pichón', 'Mati Puma', 'DJ Ana Ráfaga'];

/** "josé maría" → "jose.maria": e-mail local parts without accents or spaces. */
export function asciiSlug(text: string, separator = '.'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}|\\${separator}$`, 'g'), '');
}
