/**
 * Given names and family names commonly found in each country or group, so that a founder
 * in Accra is called something a Ghanaian might be called. Lists are comma-separated to
 * keep multi-word family names ('van der Merwe', 'El Sayed') intact.
 */

export const namePoolIds = [
  'nigeria', 'kenya', 'ghana', 'southAfrica', 'egypt', 'maghreb', 'rwanda', 'senegal', 'ethiopia',
  'brazil', 'hispanic', 'india', 'indonesia', 'japan', 'korea', 'poland', 'gulf', 'global',
] as const;
export type NamePoolId = (typeof namePoolIds)[number];

export type NamePool = { first: readonly string[]; last: readonly string[] };

const list = (csv: string): readonly string[] => csv.split(',').map((s) => s.trim());

export const namePools: Record<NamePoolId, NamePool> = {
  nigeria: {
    first: list('Adaeze, Chinedu, Emeka, Ngozi, Oluwaseun, Tunde, Funmilayo, Ifeoma, Babajide, Yetunde, Chiamaka, Obinna, Kelechi, Zainab, Aisha, Ibrahim, Musa, Halima, Damilola, Temitope, Uchenna, Nkechi, Segun, Bukola, Amaka, Femi, Kemi, Ikenna'),
    last: list('Okafor, Adeyemi, Okonkwo, Balogun, Nwosu, Eze, Bello, Abubakar, Ogunleye, Adebayo, Okeke, Uche, Danjuma, Lawal, Olatunji, Akande, Obi, Nnamdi, Yusuf, Ibekwe, Adewale, Chukwu, Onyeka, Sanni, Ojo, Afolabi'),
  },
  kenya: {
    first: list('Wanjiru, Kamau, Achieng, Otieno, Njeri, Mwangi, Akinyi, Kipchoge, Wambui, Kiprono, Nyambura, Omondi, Chebet, Mutua, Atieno, Kibet, Wairimu, Ochieng, Muthoni, Juma, Faith, Brian, Mercy, Dennis'),
    last: list('Kamau, Otieno, Mwangi, Wanjiku, Odhiambo, Kariuki, Njoroge, Onyango, Kiplagat, Mutiso, Ndungu, Owino, Chege, Wafula, Rotich, Kimani, Korir, Macharia, Ouma, Gitau, Nyaga, Cheruiyot'),
  },
  ghana: {
    first: list('Kwame, Akosua, Kofi, Ama, Yaw, Abena, Kwabena, Efua, Kojo, Adwoa, Kwaku, Akua, Fiifi, Esi, Nana, Yaa, Kwesi, Afia, Selorm, Dzifa, Elikem, Naa'),
    last: list('Mensah, Asante, Owusu, Boateng, Osei, Appiah, Agyeman, Ofori, Amoah, Darko, Addo, Quaye, Annan, Tetteh, Frimpong, Ampofo, Acheampong, Sarpong, Asamoah, Badu, Nkansah, Adjei'),
  },
  southAfrica: {
    first: list('Thabo, Lerato, Sipho, Naledi, Themba, Zanele, Bongani, Nomvula, Kagiso, Palesa, Mandla, Ayanda, Lwazi, Refilwe, Pieter, Annelie, Johan, Megan, Thandiwe, Siyabonga, Karabo, Lindiwe'),
    last: list('Nkosi, Dlamini, Mokoena, Khumalo, Ndlovu, Mahlangu, Zulu, Botha, van der Merwe, Naidoo, Pillay, Mthembu, Sithole, Molefe, Radebe, Pretorius, Nel, Maseko, Mabaso, Venter, Govender, Hendricks'),
  },
  egypt: {
    first: list('Ahmed, Mohamed, Mariam, Omar, Nour, Youssef, Salma, Karim, Hana, Mostafa, Layla, Tarek, Yasmin, Amr, Dina, Sherif, Rana, Hossam, Mai, Khaled, Farida, Ziad'),
    last: list('El Sayed, Hassan, Mahmoud, Ibrahim, Abdelrahman, Fathy, Mostafa, Saleh, Farouk, Naguib, Shawky, Mansour, Ragab, Hamdy, El Masry, Zaki, Soliman, Khalil, Gaber, Nasser'),
  },
  maghreb: {
    first: list('Youssef, Imane, Mehdi, Salma, Amine, Khadija, Hamza, Sanaa, Anas, Meriem, Yassine, Houda, Walid, Nadia, Rania, Sami, Ines, Hatem, Asma, Bilel'),
    last: list('Benali, El Amrani, Alaoui, Bennani, Tazi, Chraibi, Idrissi, Berrada, Benjelloun, Trabelsi, Ben Salah, Gharbi, Jebali, Bouazizi, Mejri, Haddad, Zouari, Lahlou'),
  },
  rwanda: {
    first: list('Aline, Jean-Paul, Claudine, Eric, Divine, Olivier, Grace, Patrick, Josiane, Innocent, Ange, Yves, Sandrine, Emmanuel, Clarisse, Fabrice, Diane, Thierry'),
    last: list('Uwimana, Mugisha, Niyonzima, Habimana, Ishimwe, Nshuti, Uwase, Mukamana, Ndayisaba, Hakizimana, Iradukunda, Umutoni, Byiringiro, Kayitesi, Gatera, Rukundo'),
  },
  senegal: {
    first: list('Aminata, Moussa, Fatou, Cheikh, Awa, Mamadou, Khady, Ousmane, Mariama, Ibrahima, Ndeye, Abdoulaye, Coumba, Modou, Astou, Babacar, Aissatou, Pape'),
    last: list('Diop, Ndiaye, Fall, Sow, Ba, Diallo, Sarr, Faye, Gueye, Mbaye, Seck, Cissé, Kane, Thiam, Niang, Sy, Diagne, Touré'),
  },
  ethiopia: {
    first: list('Abebe, Selam, Dawit, Hiwot, Yonas, Meron, Tesfaye, Bethlehem, Girma, Tigist, Henok, Mahlet, Kebede, Liya, Samuel, Rahel, Biruk, Saba'),
    last: list('Tadesse, Bekele, Haile, Gebremedhin, Alemu, Tesfaye, Mekonnen, Wolde, Assefa, Getachew, Desta, Girma, Abera, Kebede, Negash, Tekle'),
  },
  brazil: {
    first: list('Lucas, Ana, Gabriel, Beatriz, Rafael, Juliana, Thiago, Camila, Pedro, Larissa, Mateus, Fernanda, Bruno, Mariana'),
    last: list('Silva, Santos, Oliveira, Souza, Costa, Pereira, Almeida, Ferreira, Rodrigues, Carvalho, Gomes, Ribeiro, Martins, Araújo'),
  },
  hispanic: {
    first: list('Santiago, Valentina, Mateo, Camila, Sebastián, Isabella, Andrés, Daniela, Felipe, Mariana, Juan Pablo, Laura'),
    last: list('Rodríguez, Gómez, Martínez, López, García, Hernández, Ramírez, Torres, Vargas, Castillo, Moreno, Rojas'),
  },
  india: {
    first: list('Aarav, Priya, Rohan, Ananya, Vikram, Kavya, Arjun, Sneha, Rahul, Divya, Karthik, Meera, Aditya, Pooja, Siddharth, Neha'),
    last: list('Sharma, Patel, Iyer, Reddy, Gupta, Nair, Menon, Rao, Kapoor, Desai, Krishnan, Joshi, Mehta, Banerjee, Verma, Agarwal'),
  },
  indonesia: {
    first: list('Budi, Siti, Agus, Dewi, Andi, Putri, Rizky, Ayu, Dimas, Intan, Fajar, Nadia, Arief, Maya'),
    last: list('Santoso, Wijaya, Susanto, Pratama, Hidayat, Kusuma, Saputra, Halim, Gunawan, Setiawan, Nugroho, Wibowo'),
  },
  japan: {
    first: list('Haruto, Yui, Sota, Aoi, Ren, Hina, Kaito, Sakura, Yuto, Mio, Takumi, Rin'),
    last: list('Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada'),
  },
  korea: {
    first: list('Minjun, Seoyeon, Jiho, Jiwoo, Hyunwoo, Soyeon, Dohyun, Yuna, Jaewon, Haeun'),
    last: list('Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim'),
  },
  poland: {
    first: list('Jakub, Zofia, Kacper, Julia, Mateusz, Maja, Piotr, Aleksandra, Tomasz, Natalia, Michał, Karolina'),
    last: list('Nowak, Kowalski, Wiśniewski, Wójcik, Kamiński, Lewandowska, Zieliński, Szymańska, Woźniak, Dąbrowski, Kozłowska, Jankowski'),
  },
  gulf: {
    first: list('Khalid, Fatima, Saeed, Mariam, Rashid, Noura, Faisal, Aisha, Hamad, Latifa, Sultan, Reem'),
    last: list('Al Mansoori, Al Nahyan, Al Qasimi, Al Hashimi, Al Falasi, Al Suwaidi, Al Rashed, Al Otaibi, Al Harbi, Al Zahrani'),
  },
  global: {
    first: list('James, Sarah, Michael, Emily, David, Olivia, Daniel, Sophie, Thomas, Charlotte, Alexander, Hannah, William, Laura, Benjamin, Claire, Lucas, Anna, Samuel, Emma, Nathan, Rachel, Oliver, Isabelle'),
    last: list('Smith, Johnson, Williams, Brown, Taylor, Anderson, Thompson, Walker, Clarke, Evans, Müller, Schmidt, Dubois, Laurent, Rossi, Bianchi, Jensen, Larsen, Cohen, O’Brien, Murphy, Fischer, Novak, Bergström'),
  },
};
